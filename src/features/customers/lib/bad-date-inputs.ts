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
