/**
 * A deep copy in which empty strings (untouched inputs) are left out, so optional fields are simply absent, and so are
 * rows added to a list and left empty (an "Add director" clicked and not filled in): what is sent is what the review shows.
 */
export function blankToUndefined<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => blankToUndefined(item)).filter((item) => !(item && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length === 0)) as T;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const cleaned = blankToUndefined(child);
      if (cleaned !== undefined && cleaned !== '') out[key] = cleaned;
    }
    return out as T;
  }
  return value;
}

export function isEmptyObject(value: unknown): boolean {
  return !value || (typeof value === 'object' && Object.values(value).every((v) => v === undefined || isEmptyObject(v)));
}

/** "1980-04-12" from a date-time or date string; '' when there is none. */
export function toDateInput(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** The date-time the contract wants for a date typed in a date input ("1980-04-12" -> "1980-04-12T00:00:00Z"). */
export function fromDateInput(value: string | null | undefined): string | undefined {
  return value ? `${value}T00:00:00Z` : undefined;
}
