import type { TFunction } from '../i18n/translator';

/**
 * The texts MUI's Autocomplete would otherwise show and read out in English (its popup button's "Open" and "Close",
 * the clear button's "Clear", "No options"), in the user's language. Spread onto every Autocomplete.
 */
export const autocompleteTexts = (t: TFunction) => ({
  openText: t('common.open'),
  closeText: t('common.close'),
  clearText: t('common.clear'),
  noOptionsText: t('common.noOptions'),
  loadingText: t('common.loading'),
});
