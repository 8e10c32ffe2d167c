import type { ErrorObject } from 'ajv';
import { pointerToDottedPath } from '../contract/json-pointer';
import type { ApiErrorItem } from './api-error';

function join(base: string, property: string): string {
  return base === '' ? property : `${base}.${property}`;
}

const BOUND_WORDS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' };
const TYPE_WORDS: Record<string, string> = {
  string: 'a text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** An Ajv error in words a caller reads ("name must be at most 200 characters long."), not Ajv's ("must NOT have more than 200 characters"). */
function describe(field: string, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}.`;
    case 'multipleOf':
      return params.multipleOf === 1 ? `${field} must be a whole number.` : `${field} must be a multiple of ${String(params.multipleOf)}.`;
    case 'pattern':
      // '\S' is the contract's "not only spaces" (names): say that, not the regular expression.
      return params.pattern === '\\S' ? `${field} must not be empty or only spaces.` : `${field} ${error.message ?? 'is invalid'}.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long.`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(params.limit)} characters long.`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} entries.`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} entries.`;
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return `${field} must be ${BOUND_WORDS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}.`;
    case 'type':
      return `${field} must be ${String(params.type).split(',').map((type) => TYPE_WORDS[type] ?? type).join(' or ')}.`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}.`;
    default:
      return `${field} ${error.message ?? 'is invalid'}.`;
  }
}

/**
 * Turns Ajv errors into envelope error items.
 * `required` -> MissingField naming the missing property's dotted path (`address.town`);
 * unknown properties -> InvalidInput naming the unknown property; everything else -> InvalidInput naming
 * the dotted instance path. `rootField` names the value itself when the error is at the root (e.g. `body`).
 */
export function ajvErrorsToItems(errors: readonly ErrorObject[] | null | undefined, rootField: string): ApiErrorItem[] {
  const items: ApiErrorItem[] = [];
  const summaries: ApiErrorItem[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const push = (item: ApiErrorItem) => {
      const key = `${item.code}|${item.field}`;
      if (seen.has(key)) return;
      seen.add(key);
      (isCombinatorSummary(error) ? summaries : items).push(item);
    };
    const base = pointerToDottedPath(error.instancePath);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
      const field = join(base, String(params.missingProperty));
      push({ code: 'MissingField', field, message: `${field} is required.` });
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const property = String(params.additionalProperty ?? params.unevaluatedProperty);
      const field = join(base, property);
      push({ code: 'InvalidInput', field, message: `${field} is not a known property.` });
    } else {
      const field = base === '' ? rootField : base;
      push({ code: 'InvalidInput', field, message: describe(field, error) });
    }
  }
  // Schema combinators (oneOf/anyOf/if) add a summary error on the parent; keep it only when nothing more specific exists.
  return bounded(items.length > 0 ? items : summaries, rootField);
}

/** The most error items one answer carries: a body of 10,000 wrong values must not produce a 10,000-item answer. */
export const MAX_ERROR_ITEMS = 50;

/** The first MAX_ERROR_ITEMS - 1 items and one saying how many more were found, when there are too many. */
function bounded(items: ApiErrorItem[], rootField: string): ApiErrorItem[] {
  if (items.length <= MAX_ERROR_ITEMS) return items;
  const shown = items.slice(0, MAX_ERROR_ITEMS - 1);
  const more = items.length - shown.length;
  return [...shown, { code: 'InvalidInput', field: rootField, message: `${more} more errors in ${rootField} are not listed; fix the ones above and send it again.` }];
}

function isCombinatorSummary(error: ErrorObject): boolean {
  return ['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword);
}
