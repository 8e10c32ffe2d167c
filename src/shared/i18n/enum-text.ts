import type { TFunction, TranslationGroup, TranslationKey } from './translator';

/**
 * The text, in the user's language, for a value the service sent from one of its enums; the value itself when the
 * dashboard has no text for it, never the text's key. A deployment may send values this contract does not list: the
 * interface leaves the customer's type and the document types open, and blockchains are an extension. Empty for none.
 */
export function enumText(t: TFunction, group: TranslationGroup, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return t(`${group}.${value}` as TranslationKey, { defaultValue: value });
}
