import { fileURLToPath } from 'node:url';

/** The team's contract. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
/** A small contract with the same conventions, with operations that exercise platform edge cases. */
export const FIXTURE_CONTRACT_PATH = fileURLToPath(new URL('../fixtures/platform-contract.yaml', import.meta.url));
