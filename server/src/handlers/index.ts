import type { HandlerMap } from '../http/handler-types';
import { customerHandlers } from './customer-handlers';
import { projectHandlers } from './project-handlers';
import { registryExtractHandlers } from './registry-extract-handlers';
import { withStorableInput } from './storable-input';
import { tokenizationHandlers } from './tokenization-handlers';
import { transactionHandlers } from './transaction-handlers';

/**
 * One thin handler per operationId of the contract (GetDemoProfile is the platform's). Each first refuses text
 * PostgreSQL cannot store (NUL, unpaired surrogates) with a 400 naming the field.
 */
export function createHandlers(): HandlerMap {
  const handlers: HandlerMap = {
    ...projectHandlers,
    ...registryExtractHandlers,
    ...tokenizationHandlers,
    ...transactionHandlers,
    ...customerHandlers,
  };
  return Object.fromEntries(Object.entries(handlers).map(([id, handler]) => [id, withStorableInput(handler)]));
}
