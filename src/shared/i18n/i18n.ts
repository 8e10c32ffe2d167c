import { enCore } from './locales/en-core';
import { mergeMessages, translate, translateGroup, type Messages, type TFunction, type TranslationGroup } from './translator';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'rbo.language';
const FALLBACK: Language = 'en';

/**
 * The texts of every loaded language and the current language, with subscribers (the useTranslation hook). Our own
 * few lines instead of i18next: the dashboard needs keys, `{{name}}` interpolation and plurals, and i18next with its
 * React binding was 15 KB of the landing page's compressed JavaScript.
 */
function createI18n() {
  const catalogue = new Map<string, Messages>();
  const listeners = new Set<() => void>();
  let revision = 0;
  const changed = () => {
    revision += 1;
    listeners.forEach((listener) => listener());
  };
  const store = {
    language: FALLBACK as Language,
    t: ((key, options) => translate(catalogue, store.language, FALLBACK, key, options)) as TFunction,
    group: (key: TranslationGroup): Messages => translateGroup(catalogue, store.language, FALLBACK, key),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (): number => revision,
    hasMessages: (language: Language): boolean => catalogue.has(language),
    addMessages(language: Language, section: Messages): void {
      catalogue.set(language, mergeMessages(catalogue.get(language) ?? {}, section));
      changed();
    },
    setLanguage(language: Language): void {
      if (store.language === language) return;
      store.language = language;
      changed();
    },
  };
  return store;
}

const i18n = createI18n();

/**
 * German is loaded on demand (all of it) so English users never download it. English starts with the core strings;
 * each feature's section comes with its routes (loadFeatureStrings), so the landing page does not carry them.
 */
const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => enCore,
  de: async () => (await import('./locales/de')).de,
};

/**
 * The feature sections of the English strings that load with their screens, each merged under its feature's key
 * (`assets-forms` under `assets`, `projects-detail` under `projects`, `search-dialog` under `search`): a feature's forms have their own part, so its
 * list and detail pages do not carry the forms' texts; the project page and form have theirs, as the project list is
 * the landing page (in the app's core strings) and every other page would carry them.
 */
const featureStrings = {
  'projects-detail': async () => (await import('./locales/en-projects-detail')).enProjectsDetail,
  assets: async () => (await import('./locales/en-assets')).enAssets,
  'assets-forms': async () => (await import('./locales/en-assets-forms')).enAssetsForms,
  transactions: async () => (await import('./locales/en-transactions')).enTransactions,
  customers: async () => (await import('./locales/en-customers')).enCustomers,
  'customers-forms': async () => (await import('./locales/en-customers-forms')).enCustomersForms,
  settings: async () => (await import('./locales/en-settings')).enSettings,
  'search-dialog': async () => (await import('./locales/en-search-dialog')).enSearchDialog,
} as const;
export type FeatureStrings = keyof typeof featureStrings;
export const FEATURE_STRINGS = Object.keys(featureStrings) as FeatureStrings[];

/**
 * Adds a feature's English strings (English is also every language's fallback) before its screen renders: a
 * feature's routes await this in their `lazy()`; every later call for the same part shares the first one.
 */
const parts = new Map<FeatureStrings, Promise<void>>();
export function loadFeatureStrings(part: FeatureStrings): Promise<void> {
  // Added once (adding tells every translated component to render again); a failed download may be asked again.
  let loading = parts.get(part);
  if (!loading) {
    loading = featureStrings[part]().then((section) => i18n.addMessages('en', { [part.replace(/-(forms|detail|dialog)$/, '')]: section }));
    loading.catch(() => parts.delete(part));
    parts.set(part, loading);
  }
  return loading;
}

/**
 * A feature's module (a route's page, a dialog), resolved once the feature's strings are there too:
 * `lazy: () => withFeatureStrings('assets', import(…))`, or several parts: `withFeatureStrings(['assets', 'assets-forms'], …)`.
 */
export async function withFeatureStrings<T>(parts: FeatureStrings | readonly FeatureStrings[], module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, ...(typeof parts === 'string' ? [parts] : parts).map(loadFeatureStrings)]);
  return loaded;
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
  if (!i18n.hasMessages('en')) i18n.addMessages('en', enCore);
  await changeLanguage(language, { persist: false });
  return i18n;
}

export async function changeLanguage(language: Language, { persist = true } = {}): Promise<void> {
  if (!i18n.hasMessages(language)) i18n.addMessages(language, await loaders[language]());
  i18n.setLanguage(language);
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
