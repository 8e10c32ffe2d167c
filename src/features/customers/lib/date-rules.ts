/** A date as the form's date inputs hold it (YYYY-MM-DD), in the user's own time zone. */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date of birth after today, which is a typo (a year mistyped, day and month swapped) rather than a person: the
 * form asks for a correction on the field. `birth` is a day or a date-time as the contract sends it.
 */
export function bornInFuture(birth: string | null | undefined, today: string): boolean {
  return Boolean(birth) && (birth as string).slice(0, 10) > today;
}
