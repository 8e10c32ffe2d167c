import type { createSseClient as generatedCreateSseClient } from './generated/core/serverSentEvents.gen';

/**
 * Stands in for the generated client's server-sent-events reader at build time (vite.config.ts): the contract has no
 * streaming operation, so the SDK never calls the client's `sse` methods, yet the client refers to them, which put
 * the reader (~0.6 KB compressed) on the first page. A call says why instead of streaming.
 */
export const createSseClient: typeof generatedCreateSseClient = () => {
  throw new Error('The contract has no server-sent-event operation; this build leaves the generated reader out.');
};
