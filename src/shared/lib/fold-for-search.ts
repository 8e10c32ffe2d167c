/**
 * Text as every search box compares it: accents and case ignored, so "osterr" finds "Österreich" and "cafe" finds
 * "Café". Lower-cased in the user's language where given (Turkish dotted and dotless i).
 */
export function foldForSearch(text: string | null | undefined, locale?: string): string {
  return (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}
