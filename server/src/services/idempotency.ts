import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../http/api-error';
import { canonicalJson } from './asset-signing';
import type { ServiceLogger } from './service-deps';

export interface IdempotentClaim<T> {
  institutionId: string;
  /** The contract's operationId: a key is scoped to one operation of one institution. */
  operation: string;
  key: string;
  /** The request as the service read it; its canonical hash tells a true retry from a reused key. */
  request: unknown;
  /** What the first request answers, stored for the retries. */
  response: T;
  /** The Conflict's message when the key was used for a different request. */
  reusedMessage: string;
  /** Where a replay is logged. */
  log: ServiceLogger;
  /** The ids that tell what a replay answered, for its log line (ids only, never personal data). */
  replayLogFields: (response: T) => Record<string, string>;
}

/**
 * Claims an Idempotency-Key inside the write's own database transaction. Returns `{ replay: false }` for a new key
 * (the caller then writes; a failure rolls the claim back with it), or the first request's answer for a true retry.
 * A concurrent retry waits on the first claim's row lock, so two retries of one intent write once. The same key with
 * a different request is a Conflict naming `Idempotency-Key`. Every replay is logged here, the same way for each
 * operation: the operation, the institution and the ids the caller names.
 */
export async function claimIdempotencyKey<T>(tx: Tx, claim: IdempotentClaim<T>): Promise<{ replay: false } | { replay: true; response: T }> {
  const requestHash = createHash('sha256').update(canonicalJson(claim.request)).digest('hex');
  const { institutionId, operation, key } = claim;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ institutionId, operation, key, requestHash, response: claim.response as object })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { replay: false };
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.institutionId, institutionId), eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
  if (first.requestHash !== requestHash) throw ApiError.conflict('Idempotency-Key', claim.reusedMessage);
  const response = first.response as T;
  claim.log.info({ operation, institutionId, ...claim.replayLogFields(response) }, 'request repeated with its Idempotency-Key; answered as the first, nothing written');
  return { replay: true, response };
}
