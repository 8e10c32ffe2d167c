import { ApiError } from '../http/api-error';
import type { HandlerContext } from '../http/handler-types';

/** A path parameter by its contract name (the router has validated it). */
export function param(ctx: HandlerContext, name: string): string {
  const value = ctx.params[name];
  if (!value) throw ApiError.missing(name);
  return value;
}

/** The institution in the path (the router has checked it is the API key's institution). */
export function pathInstitution(ctx: HandlerContext): string {
  return param(ctx, 'institutionId');
}

/** External customer operations: the institution comes from the API key. */
export function keyInstitution(ctx: HandlerContext): string {
  if (!ctx.keyInstitutionId) throw new ApiError(401, { code: 'Unauthorized', field: 'X-API-KEY', message: 'An API key is required.' });
  return ctx.keyInstitutionId;
}

export function queryString(ctx: HandlerContext, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function queryInt(ctx: HandlerContext, name: string): number | undefined {
  const value = ctx.query[name];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (!Number.isInteger(n)) throw ApiError.invalid(name, `${name} must be an integer.`);
    return n;
  }
  return undefined;
}

/** A boolean query parameter (the contract's validation has coerced `true` and `false`); undefined when not given. */
export function queryBoolean(ctx: HandlerContext, name: string): boolean | undefined {
  const value = ctx.query[name];
  return typeof value === 'boolean' ? value : undefined;
}

/** The validated JSON body as its contract type. */
export function body<T>(ctx: HandlerContext): T {
  return ctx.body as T;
}

/** The optional Idempotency-Key header (contract extension), checked against the contract before the handler runs. */
export function idempotencyKey(ctx: HandlerContext): string | null {
  const raw = ctx.headers['idempotency-key'];
  if (raw === undefined) return null;
  return Array.isArray(raw) ? raw.join(',') : raw;
}
