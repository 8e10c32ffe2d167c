import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../api/api-failure';
import { normaliseFieldPath } from './normalise-field-path';

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /** Server field name (dotted) -> form field path, for fields named differently in the form. */
  fieldMap?: Record<string, FieldPath<T>>;
  /** For multi-step forms: which step holds a field, so the form can jump to the first one with an error. */
  stepOf?: (field: FieldPath<T>) => number | undefined;
  /** Form fields the server may name; defaults to the paths present in the form's values. */
  knownFields?: readonly FieldPath<T>[];
  /**
   * The form's fields in their order on screen: of the fields the service named, the first in this order gets the
   * cursor. Without it, the first one the service named does.
   */
  fieldOrder?: readonly FieldPath<T>[];
  /**
   * The form's own words, in the user's language, for answers it knows (`Conflict` on `email`: the e-mail is taken),
   * keyed `<code>:<form field>`. The service words its messages in English; any other answer shows as it says it.
   */
  messages?: Partial<Record<`${string}:${FieldPath<T>}`, string>>;
}

export interface ApplyServerErrorsResult<T extends FieldValues> {
  /** Errors that landed on a field. */
  fields: FieldPath<T>[];
  /** Messages that no field could take; they are on `errors.root.server`. */
  unmatched: string[];
  /** The lowest step holding a field error, when `stepOf` was given. */
  firstStep?: number;
}

function collectPaths(value: unknown, prefix = '', out: string[] = []): string[] {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if (prefix) out.push(prefix);
    for (const [key, child] of Object.entries(value)) collectPaths(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.push(prefix);
  }
  return out;
}

/**
 * Put a 400/409 failure's errors on the fields they name (like react-admin's setSubmissionErrors). Several reasons
 * for one field are all shown on it, one after the other. Unknown fields and field-less errors go to the form's root
 * error so nothing is silently dropped. One field with an error gets the cursor (see `fieldOrder`).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  failure: Pick<ApiFailure, 'errors' | 'message'>,
  options: ApplyServerErrorsOptions<T> = {},
): ApplyServerErrorsResult<T> {
  const known = new Map<string, string>();
  for (const path of options.knownFields ?? collectPaths(form.getValues())) known.set(path.toLowerCase(), path);
  // Each named field with its reasons, in the order the service named them.
  const reasons = new Map<FieldPath<T>, string[]>();
  const unmatched: string[] = [];

  const errors = failure.errors.length ? failure.errors : [{ code: 'Error', message: failure.message, field: null }];
  for (const error of errors) {
    const message = error.message || error.code;
    const raw = error.field ? normaliseFieldPath(error.field) : '';
    const mapped = raw ? (options.fieldMap?.[raw] ?? options.fieldMap?.[error.field ?? ''] ?? known.get(raw.toLowerCase())) : undefined;
    if (!mapped) {
      unmatched.push(error.field ? `${error.field}: ${message}` : message);
      continue;
    }
    const path = mapped as FieldPath<T>;
    const messages = reasons.get(path) ?? [];
    const worded = options.messages?.[`${error.code}:${path}`] ?? message;
    if (!messages.includes(worded)) messages.push(worded);
    reasons.set(path, messages);
  }
  const fields = [...reasons.keys()];
  const focused = options.fieldOrder?.find((path) => reasons.has(path)) ?? fields[0];
  let firstStep: number | undefined;
  for (const [path, messages] of reasons) {
    form.setError(path, { type: 'server', message: messages.join(' ') }, { shouldFocus: path === focused });
    const step = options.stepOf?.(path);
    if (step !== undefined && (firstStep === undefined || step < firstStep)) firstStep = step;
  }
  if (unmatched.length) form.setError('root.server', { type: 'server', message: unmatched.join('\n') });
  return { fields, unmatched, firstStep };
}
