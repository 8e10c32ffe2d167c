import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the contract's schemas, ~26 KB compressed) is downloaded when the form first
 * validates, or earlier when the page asks for it (on the user's first input), instead of before the form can show.
 *
 * When the code cannot be downloaded, the service that serves it is out of reach: the values pass unchecked, and the
 * submit goes to that same service, which checks them by the same rules (its errors land on their fields) or cannot
 * be reached and says so. A later validation tries the download again.
 */
export function lazyResolver<V extends FieldValues, C = unknown, O = V>(load: () => Promise<Resolver<V, C, O>>): Resolver<V, C, O> {
  return async (values, context, options) => {
    let resolver: Resolver<V, C, O>;
    try {
      resolver = await load();
    } catch {
      return { values: values as unknown as O, errors: {} };
    }
    return resolver(values, context, options);
  };
}
