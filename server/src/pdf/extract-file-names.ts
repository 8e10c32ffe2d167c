/** Letters that do not decompose into an ASCII letter plus marks (NFKD), with their usual transliteration. */
const TRANSLITERATION: Record<string, string> = {
  ß: 'ss', ł: 'l', đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'ng', ĸ: 'k', ſ: 's',
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia', і: 'i', ї: 'i', є: 'ie', ґ: 'g',
};

/**
 * Safe file names for extracts: ASCII letters, digits, '.', '_' and '-' only. Accents are dropped (NFKD) and other
 * letters transliterated (Łódź -> lodz, Ωμέγα -> omega), so names outside ASCII keep their meaning.
 */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/./gu, (ch) => TRANSLITERATION[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'project';
}

/** yyyyMMdd-HHmmss in UTC. */
export function fileTimestamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export function registryExtractFileName(projectName: string, at: Date): string {
  return `registry-extract-${slugify(projectName)}-${fileTimestamp(at)}.pdf`;
}

function shortId(id: string): string {
  return id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase();
}

/**
 * A customer's file name. The job id's prefix keeps two projects whose names slug alike, extracted in the same
 * second, from producing the same name for the same customer.
 */
export function customerExtractFileName(customerId: string, jobId: string, projectName: string, at: Date): string {
  return `registry-extract-${shortId(customerId)}-${slugify(projectName)}-${fileTimestamp(at)}-${shortId(jobId)}.pdf`;
}
