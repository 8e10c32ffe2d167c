import type { en } from './locales/en';
import { numberFormat } from '../lib/format';

/** A tree of strings: one language's texts (or a section of them). */
export interface Messages {
  [key: string]: string | Messages;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type GroupsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | GroupsOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the English texts, dotted; plural variants (`_one`, `_other`) are asked for by their base key with `count`. */
export type TranslationKey = KeysOf<typeof en>;

/** Every key of a group of texts (an object in the English texts). */
export type TranslationGroup = GroupsOf<typeof en>;

export interface TranslateOptions {
  /** Picks the plural variant (`key_one`, `key_other`, … by Intl.PluralRules) and is available as `{{count}}`. */
  count?: number;
  /** What to show when neither the language nor English has the key (e.g. a message that is already text). */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

function node(messages: Messages | undefined, key: string): string | Messages | undefined {
  let current: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = current[part];
  }
  return current;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  const found = node(messages, key);
  return typeof found === 'string' ? found : undefined;
}

/** A whole group of texts (e.g. the labels of a review list), the language's over the fallback's. */
export function translateGroup(catalogue: ReadonlyMap<string, Messages>, language: string, fallback: string, key: string): Messages {
  const group = (messages: Messages | undefined) => {
    const found = node(messages, key);
    return typeof found === 'object' ? found : {};
  };
  return mergeMessages(group(catalogue.get(fallback)), group(catalogue.get(language)));
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function find(messages: Messages | undefined, language: string, key: string, count: number | undefined): string | undefined {
  if (count !== undefined) {
    const plural = lookup(messages, `${key}_${pluralOf(language, count)}`) ?? lookup(messages, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(messages, key);
}

/**
 * Replaces `{{name}}` with the option of that name, as text (no HTML escaping: React escapes what it renders). A
 * number is written as `language` writes it ("3.000 Zeilen exportiert" in German, as the grid counts them beside it);
 * text (a formatted amount, an id, a query) as it is.
 */
export function interpolate(text: string, options: TranslateOptions | undefined, language?: string): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    if (value === undefined || value === null) return whole;
    return typeof value === 'number' && language ? numberFormat(language).format(value) : String(value);
  });
}

/**
 * The text for `key` in `language`, else in the fallback language, else `defaultValue`, else the key itself (so a
 * missing text shows as its key instead of nothing).
 */
export function translate(
  catalogue: ReadonlyMap<string, Messages>,
  language: string,
  fallback: string,
  key: string,
  options?: TranslateOptions,
): string {
  const text =
    find(catalogue.get(language), language, key, options?.count) ??
    find(catalogue.get(fallback), fallback, key, options?.count) ??
    options?.defaultValue ??
    key;
  return interpolate(text, options, language);
}

/** Deep merge of `section` into `target` (feature sections arrive after the core texts). */
export function mergeMessages(target: Messages, section: Messages): Messages {
  const merged: Messages = { ...target };
  for (const [key, value] of Object.entries(section)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return merged;
}
