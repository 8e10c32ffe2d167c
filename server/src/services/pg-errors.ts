interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** True when the error (or a cause in its chain, as drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (e.code === '23505') {
      if (!constraint || e.constraint === undefined) return true;
      return e.constraint === constraint;
    }
    current = e.cause;
  }
  return false;
}
