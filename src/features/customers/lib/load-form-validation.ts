import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import { loadOnce } from '../../../shared/lib/load-once';
import { contractResolver, type FormIssue } from './contract-resolver';

/** The customer forms' validation code (~26 KB compressed), asked for as the user first acts on a form page. */
export const loadFormValidation = loadOnce(() => import('./form-validation'));

type FormValidation = Awaited<ReturnType<typeof loadFormValidation>>;

/** A form's contractResolver over the schema `pick` chooses, once the validation code is there (lazyResolver). */
export function lazyContractResolver<V extends FieldValues, B>(
  pick: (validation: FormValidation) => z.ZodType,
  toBody: (values: V) => unknown,
  rules?: (body: B) => FormIssue[],
  toField?: (issue: FormIssue) => FormIssue,
) {
  return lazyResolver(async () => contractResolver<V, B>(pick(await loadFormValidation()) as z.ZodType<B>, toBody, rules, toField));
}
