import type { HandlerMap } from '../http/handler-types';
import { customerHandlers } from './customer-handlers';
import { projectHandlers } from './project-handlers';
import { registryExtractHandlers } from './registry-extract-handlers';
import { tokenizationHandlers } from './tokenization-handlers';
import { transactionHandlers } from './transaction-handlers';

/** One thin handler per operationId of the contract (GetDemoProfile is the platform's). */
export function createHandlers(): HandlerMap {
  return {
    ...projectHandlers,
    ...registryExtractHandlers,
    ...tokenizationHandlers,
    ...transactionHandlers,
    ...customerHandlers,
  };
}
