import type { Contract } from '../../src/contract/load-contract';
import type { HandlerMap } from '../../src/http/handler-types';

/**
 * A HandlerMap for every operation of `contract`: the given handlers, and for every other operation one that
 * fails loudly (a 500) so a test that reaches it by mistake shows it.
 */
export function fakeHandlers(contract: Contract, handlers: HandlerMap): HandlerMap {
  const map: HandlerMap = {};
  for (const { operationId } of contract.operations) {
    map[operationId] =
      handlers[operationId] ??
      (async () => {
        throw new Error(`This test defines no fake handler for ${operationId}.`);
      });
  }
  return map;
}
