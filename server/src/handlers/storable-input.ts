import { ApiError } from '../http/api-error';
import type { Handler, HandlerContext } from '../http/handler-types';

/** NUL, or a UTF-16 surrogate without its pair: valid JSON, but PostgreSQL cannot store it as text or jsonb. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function join(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/** The dotted path (as the contract errors name fields) of the first unstorable string or key, or null. */
export function findUnstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], join(path, String(i)));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return join(path, key.replace(UNSTORABLE, '?'));
      const found = findUnstorableText(inner, join(path, key));
      if (found !== null) return found;
    }
  }
  return null;
}

function check(ctx: HandlerContext): void {
  const field =
    findUnstorableText(ctx.params, '') ?? findUnstorableText(ctx.query, '') ?? findUnstorableText(ctx.body, '');
  if (field !== null) {
    throw ApiError.invalid(field || 'body', `${field || 'body'} contains a NUL character or an unpaired surrogate.`);
  }
}

/** Refuses text the database cannot store with a 400 naming the field, before the handler runs. */
export function withStorableInput(handler: Handler): Handler {
  return async (ctx) => {
    check(ctx);
    return handler(ctx);
  };
}
