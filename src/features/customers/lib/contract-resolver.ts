import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod';

export interface FormIssue {
  path: string;
  message: string;
  type?: string;
}

/** The nested RHF error tree for a list of issues: the first issue of a path wins, a parent's error hides its children's. */
export function issuesToErrors(issues: readonly FormIssue[]): FieldErrors<FieldValues> {
  const errors: FieldErrors<FieldValues> = {};
  for (const issue of issues) {
    const parts = issue.path.split('.');
    let blocked = false;
    for (let i = 1; i <= parts.length && !blocked; i += 1) {
      const existing = get(errors, parts.slice(0, i).join('.')) as { message?: unknown } | undefined;
      if (existing && typeof existing.message === 'string') blocked = true;
    }
    if (blocked || !issue.path) continue;
    if (get(errors, issue.path) !== undefined) continue;
    set(errors, issue.path, { type: issue.type ?? 'validate', message: issue.message });
  }
  return errors;
}

/**
 * Validates what the form would send: the form's values become the request body (`toBody`), which is checked by
 * the generated zod schema of the contract and then by the cross-field rules. Errors land on the same paths as
 * the body's fields, which are the form's paths too.
 */
export function contractResolver<V extends FieldValues, B>(
  schema: z.ZodType<B>,
  toBody: (values: V) => unknown,
  rules?: (body: B) => FormIssue[],
  /** Moves a schema issue on a body path that no form field has onto the field that holds it. */
  toField?: (issue: FormIssue) => FormIssue,
): Resolver<V> {
  return async (values) => {
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    const schemaIssues = parsed.success ? [] : parsed.error.issues.map((i): FormIssue => ({ path: i.path.map(String).join('.'), message: i.message, type: i.code }));
    const issues: FormIssue[] = parsed.success ? (rules?.(parsed.data) ?? []) : toField ? schemaIssues.map(toField) : schemaIssues;
    // Cross-field rules also run when the schema fails, on the raw body, so a step shows all its problems at once.
    if (!parsed.success && rules) issues.push(...rules(body as B));
    if (issues.length === 0) return { values, errors: {} };
    return { values: {}, errors: issuesToErrors(issues) as FieldErrors<V> };
  };
}
