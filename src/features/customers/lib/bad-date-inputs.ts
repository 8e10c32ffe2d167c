import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { TFunction } from '../../../shared/i18n/translator';

/**
 * The names of the date inputs under `root` holding text that is no date (a 31.02., a year not typed to its end). The
 * browser gives such an input the value '' (as if left empty), so the form would call a required date missing and
 * leave an optional one out without a word; `validity.badInput` tells them apart.
 */
export function badDateInputs(root: ParentNode | null | undefined): string[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLInputElement>('input[type="date"]'))
    .filter((input) => input.name && input.validity.badInput)
    .map((input) => input.name);
}

/** The error a date input holding text that is no date shows on its field (as it is left, and on Next or Submit). */
export function badDateError(t: TFunction) {
  return { type: 'badInput', message: t('customers.form.invalidDate') } as const;
}

/**
 * Marks each date input under `root` holding text that is no date with its error; returns their names, in order. The
 * names are the form's own (each input is registered under its field's path), read back from the page.
 */
export function markBadDates<T extends FieldValues>(setError: UseFormSetError<T>, root: ParentNode | null | undefined, t: TFunction): FieldPath<T>[] {
  const bad = badDateInputs(root) as FieldPath<T>[];
  for (const name of bad) setError(name, badDateError(t));
  return bad;
}
