import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCore } from './locales/en-core';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'rbo.language';

/**
 * German is loaded on demand (all of it) so English users never download it. English starts with the core strings;
 * each feature's section comes with its routes (loadFeatureStrings), so the landing page does not carry them.
 */
const loaders: Record<Language, () => Promise<object>> = {
  en: async () => enCore,
  de: async () => (await import('./locales/de')).de,
};

/** The feature sections of the English strings that load with their screens. */
const featureStrings = {
  assets: async () => (await import('./locales/en-assets')).enAssets,
  transactions: async () => (await import('./locales/en-transactions')).enTransactions,
  customers: async () => (await import('./locales/en-customers')).enCustomers,
} as const;
export type FeatureStrings = keyof typeof featureStrings;

/**
 * Adds a feature's English strings (English is also every language's fallback) before its screen renders: a
 * feature's routes await this in their `lazy()`. Loading twice is harmless (the bundle is merged, the module cached).
 */
export async function loadFeatureStrings(feature: FeatureStrings): Promise<void> {
  const section = await featureStrings[feature]();
  i18n.addResourceBundle('en', 'translation', { [feature]: section }, true, true);
}

/** A feature route's page module, resolved once the feature's strings are there too: `lazy: () => withFeatureStrings('assets', import(…))`. */
export async function withFeatureStrings<T>(feature: FeatureStrings, page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadFeatureStrings(feature)]);
  return module;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function initialLanguage(): Language {
  const stored = safeGet(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'en';
  return isLanguage(browser) ? browser : 'en';
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export async function initI18n(language: Language = initialLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: enCore } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await changeLanguage(language, { persist: false });
  return i18n;
}

export async function changeLanguage(language: Language, { persist = true } = {}): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (persist) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      /* storage unavailable: the choice lasts for this tab */
    }
  }
}

export { i18n };
