// The contract's limits as plain constants, for the screens that check a value without loading zod (a list's search
// box, a dialog's few fields, the files a form may attach, a form's character counters) and for the code that needs a
// contract number (a page size, the asset decimals): string and list limits (minLength, maxLength, minItems,
// maxItems) and number ranges (minimum, maximum), and the patterns of named string schemas (Uuid, CountryCode). zod
// forms take theirs from the generated schemas.
//
// One `<Schema>Limits` constant per schema: its properties' limits, and, nested under a property, the limits of the
// properties of that property's inline object (its own `properties` and those of its `allOf` members written inline),
// so `EmoneyDtoLimits.corporate.representatives.maxItems`. A `$ref` is not followed: the schema it names has its own
// constant. Properties that `allOf` members give twice keep the tighter limit (both apply).
// `npm run generate` writes src/api/contract-limits.gen.ts and the modules it exports (src/api/contract-limits/, one
// per schema); a test fails when they are stale.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT = 'openapi/openapi.yaml';
export const LIMITS_FILE = 'src/api/contract-limits.gen.ts';
export const LIMITS_DIR = 'src/api/contract-limits';

/** In the order the file writes them. */
const LIMIT_KEYS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum'] as const;
type LimitKey = (typeof LIMIT_KEYS)[number];
/** The lower bounds (of two, the larger applies); the others are upper bounds (of two, the smaller applies). */
const LOWER_KEYS: readonly LimitKey[] = ['minLength', 'minItems', 'minimum'];

interface Schema extends Partial<Record<LimitKey, unknown>> {
  $ref?: string;
  type?: unknown;
  pattern?: unknown;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
}

/** A limited property: its own limits and its inline object's limited properties. */
interface Limited {
  limits: Partial<Record<LimitKey, number>>;
  nested: Map<string, Limited>;
}

/** The properties an object schema declares inline: its own, then those of its inline `allOf` members, in order. */
function inlineProperties(schema: Schema): [string, Schema][] {
  if (schema.$ref !== undefined) return [];
  const own = Object.entries(schema.properties ?? {});
  return [...own, ...(schema.allOf ?? []).flatMap(inlineProperties)];
}

function ownLimits(schema: Schema): Limited['limits'] {
  const limits: Limited['limits'] = {};
  for (const key of LIMIT_KEYS) {
    const value = schema[key];
    if (typeof value === 'number') limits[key] = value;
  }
  return limits;
}

/** Both apply (allOf): the larger lower bound, the smaller upper bound. */
function merge(a: Limited, b: Limited): Limited {
  const limits = { ...a.limits };
  for (const key of LIMIT_KEYS) {
    const other = b.limits[key];
    if (other === undefined) continue;
    const mine = limits[key];
    limits[key] = mine === undefined ? other : LOWER_KEYS.includes(key) ? Math.max(mine, other) : Math.min(mine, other);
  }
  const nested = new Map(a.nested);
  for (const [name, entry] of b.nested) {
    const mine = nested.get(name);
    nested.set(name, mine ? merge(mine, entry) : entry);
  }
  return { limits, nested };
}

/** The limited properties of a schema, each with the limited properties of its inline object nested in it. */
export function limitedProperties(schema: Schema, path: string): Map<string, Limited> {
  const result = new Map<string, Limited>();
  for (const [name, property] of inlineProperties(schema)) {
    const entry: Limited = { limits: ownLimits(property), nested: limitedProperties(property, `${path}.${name}`) };
    if (Object.keys(entry.limits).length === 0 && entry.nested.size === 0) continue;
    const clash = [...entry.nested.keys()].find((key) => (LIMIT_KEYS as readonly string[]).includes(key));
    if (clash) throw new Error(`${path}.${name}: a nested property named ${clash} would read as a limit`);
    const before = result.get(name);
    result.set(name, before ? merge(before, entry) : entry);
  }
  return result;
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function render(entry: Limited, indent: string): string {
  const parts = LIMIT_KEYS.filter((k) => entry.limits[k] !== undefined).map((k) => `${k}: ${entry.limits[k]}`);
  if (entry.nested.size === 0) return `{ ${parts.join(', ')} }`;
  const inner = `${indent}  `;
  const lines = [...parts.map((part) => `${inner}${part},`), ...renderProperties(entry.nested, inner)];
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function renderProperties(properties: Map<string, Limited>, indent: string): string[] {
  return [...properties].map(([name, entry]) => `${indent}${key(name)}: ${render(entry, indent)},`);
}

/**
 * A named string schema's pattern as a regular expression literal (what JSON Schema's `pattern` means: ECMAScript,
 * Unicode, unanchored unless it anchors itself), for the checks of such a value without zod: `<Schema>Pattern`.
 */
function patternConstant(name: string, schema: Schema): string | null {
  if (schema.type !== 'string' || typeof schema.pattern !== 'string') return null;
  return `export const ${name}Pattern = /${new RegExp(schema.pattern, 'u').source}/u;`;
}

const HEADER = [
  '// Generated by scripts/generate-contract-limits.ts from openapi/openapi.yaml (npm run generate); do not edit.',
  '// String lengths count Unicode code points, as the contract (JSON Schema) and the service count them. A property',
  '// whose inline object has limited properties carries them nested (EmoneyDtoLimits.corporate.representatives).',
];

/** `InitializeTokenizedAssetDto` -> `initialize-tokenized-asset-dto`. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

/** Each schema's constants: `<Schema>Pattern` for a named string schema with a pattern, `<Schema>Limits` for one with a limited property at any depth. */
function schemaConstants(contractText: string): { name: string; exports: string[]; blocks: string[] }[] {
  const doc = parse(contractText) as { components: { schemas: Record<string, Schema> } };
  const result: { name: string; exports: string[]; blocks: string[] }[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const entry = { name, exports: [] as string[], blocks: [] as string[] };
    const pattern = patternConstant(name, schema);
    if (pattern) {
      entry.exports.push(`${name}Pattern`);
      entry.blocks.push(pattern);
    }
    const limited = limitedProperties(schema, name);
    if (limited.size > 0) {
      entry.exports.push(`${name}Limits`);
      entry.blocks.push(`export const ${name}Limits = {\n${renderProperties(limited, '  ').join('\n')}\n} as const;`);
    }
    if (entry.blocks.length > 0) result.push(entry);
  }
  return result;
}

/**
 * The files to write, by path: one module per schema under src/api/contract-limits/, and src/api/contract-limits.gen.ts
 * exporting them all. One module per schema, because a bundle splits modules, not a module's exports: one module of
 * every limit, imported by the asset, customer and transaction pages, was one shared chunk that every one of those
 * pages loaded whole. Through the index each page's chunk takes only the schemas it reads.
 */
export function contractLimitsFiles(contractText: string): Map<string, string> {
  const files = new Map<string, string>();
  const index: string[] = [];
  for (const { name, exports, blocks } of schemaConstants(contractText)) {
    files.set(`${LIMITS_DIR}/${kebab(name)}.gen.ts`, [...HEADER, '', blocks.join('\n\n'), ''].join('\n'));
    index.push(`export { ${exports.join(', ')} } from './contract-limits/${kebab(name)}.gen';`);
  }
  files.set(LIMITS_FILE, [...HEADER, '// One module per schema (src/api/contract-limits/): a page loads only the schemas it reads.', '', ...index, ''].join('\n'));
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(LIMITS_DIR, { recursive: true, force: true });
  mkdirSync(LIMITS_DIR, { recursive: true });
  for (const [path, text] of contractLimitsFiles(readFileSync(CONTRACT, 'utf8'))) writeFileSync(path, text);
}
