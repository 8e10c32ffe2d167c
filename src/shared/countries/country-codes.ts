// ISO 3166-1 alpha-2 codes with names in the user's language, from Intl (no hand-kept list of countries).
import { foldForSearch } from '../lib/fold-for-search';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Codes Intl knows as regions but ISO 3166-1 does not assign to a country: the user-assigned ranges (AA, QM–QZ,
 * XA–XZ, ZZ) and the exceptionally reserved codes (Ascension, Clipperton, Diego Garcia, Ceuta/Melilla, EU,
 * Eurozone, Canary Islands, Tristan da Cunha, UN).
 */
function isUnassigned(code: string): boolean {
  if (code === 'AA' || code === 'ZZ' || code[0] === 'X') return true;
  if (code[0] === 'Q' && code[1] >= 'M') return true;
  return ['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'TA', 'UN'].includes(code);
}

/** A deprecated code (BU, YU, ZR, …) is an alias Intl replaces by its successor: not a choice of its own. */
function isAlias(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`;
  } catch {
    return true;
  }
}

let codes: string[] | null = null;

/** Every assigned ISO 3166-1 alpha-2 code Intl can name (about 249). */
export function countryCodes(): string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: string[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (isUnassigned(code) || isAlias(code)) continue;
      if (names.of(code)) found.push(code);
    }
  }
  codes = found;
  return found;
}

export interface CountryOption {
  code: string;
  name: string;
}

/** How a form shows a chosen country: its name and its code, "Austria (AT)". */
export const countryLabel = (option: CountryOption): string => `${option.name} (${option.code})`;

const byLanguage = new Map<string, CountryOption[]>();

/** The countries named in `language`, sorted by name in that language. */
export function countryOptions(language: string): CountryOption[] {
  const cached = byLanguage.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const options = countryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((x, y) => collator.compare(x.name, y.name));
  byLanguage.set(language, options);
  return options;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** Intl's names of regions in `language` (English where it has none), made once per language. */
function namesIn(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  return names;
}

/** The name of one code in `language`, or the code itself when Intl does not know it. */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '';
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One country as a choice, without making the whole list: a form shows its chosen country at once, and the list of
 * ~250 names (asking Intl for 676 codes, ~45 ms on a slow phone) is made when someone opens it.
 */
export function countryOption(code: string, language: string): CountryOption {
  return { code, name: countryName(code, language) };
}

/**
 * The countries a typed text finds, best first: the one whose code it is ("DE" is Germany, not Bangladesh), then those
 * whose name starts with it, then those with a word of their name starting with it, then any other name holding it;
 * each group in the list's order. The first one is what Enter picks.
 */
export function findCountries(options: readonly CountryOption[], typed: string): CountryOption[] {
  const text = foldForSearch(typed.trim());
  if (!text) return [...options];
  const byCode: CountryOption[] = [];
  const starts: CountryOption[] = [];
  const wordStarts: CountryOption[] = [];
  const holds: CountryOption[] = [];
  for (const option of options) {
    const name = foldForSearch(option.name);
    if (option.code.toLowerCase() === text) byCode.push(option);
    else if (name.startsWith(text)) starts.push(option);
    else if (name.split(/[\s\-–(),.'’]+/).some((word) => word.startsWith(text))) wordStarts.push(option);
    else if (name.includes(text) || `(${option.code.toLowerCase()})`.includes(text)) holds.push(option);
  }
  return [...byCode, ...starts, ...wordStarts, ...holds];
}
