import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from '../i18n/i18n';

/**
 * A form resolver whose code (zod and the contract's schemas, ~26 KB compressed) is downloaded when the form first
 * validates, or earlier when the page asks for it (on the user's first input), instead of before the form can show.
 *
 * When the code cannot be downloaded (the service that serves it is out of reach, or a new version replaced it), the
 * form is not sent unchecked: the submit stops with a message at the top of the form that says why and that a reload
 * tries again (the draft keeps what was typed). Moving between steps still works. A later validation asks for the
 * download again, which browsers that keep a failed module for the page's life answer with the same failure.
 */
export function lazyResolver<V extends FieldValues, C = unknown, O = V>(load: () => Promise<Resolver<V, C, O>>): Resolver<V, C, O> {
  return async (values, context, options) => {
    let resolver: Resolver<V, C, O>;
    try {
      resolver = await load();
    } catch {
      const errors = { root: { server: { type: 'validation-unavailable', message: i18n.t('validation.unavailable') } } } as unknown as FieldErrors<V>;
      return { values: {}, errors };
    }
    return resolver(values, context, options);
  };
}
