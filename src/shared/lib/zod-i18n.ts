import * as z from 'zod';
import { i18n } from '../i18n/i18n';

/**
 * Messages of the generated zod schemas, in the user's language, so zod's own English text never reaches the
 * user. Every form module calls installZodMessages() when it loads, so zod (with react-hook-form, ~35 KB
 * compressed) arrives with the first form and never with a list page; a message given on a schema itself still wins.
 */
export function zodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const t = i18n.t.bind(i18n);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return t('validation.required');
      // A fraction where a whole number is due (a code, a count) is a number, just not a whole one.
      if (issue.expected === 'int') return t('validation.wholeNumber');
      return issue.expected === 'number' ? t('validation.number') : t('validation.invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('validation.required') : t('validation.minLength', { min: Number(issue.minimum) });
      if (issue.origin === 'number' || issue.origin === 'int') return t('validation.tooSmallNumber', { min: Number(issue.minimum) });
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return t('validation.maxLength', { max: Number(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'int') return t('validation.tooBigNumber', { max: Number(issue.maximum) });
      return undefined;
    case 'invalid_format':
      if (issue.format === 'regex' && 'pattern' in issue && String(issue.pattern) === String(/\S/)) return t('validation.notBlank');
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'uuid' || issue.format === 'guid') return t('validation.uuid');
      if (issue.format === 'url') return t('validation.url');
      if (issue.format === 'regex' && 'pattern' in issue && /0\{8\}/.test(String(issue.pattern))) return t('validation.uuid');
      return t('validation.pattern');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'custom':
      return t('validation.invalid');
    default:
      return undefined;
  }
}

let installed = false;
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: zodMessage });
}
