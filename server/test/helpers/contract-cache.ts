import { loadContract, type Contract } from '../../src/contract/load-contract';
import { CONTRACT_PATH } from './contract-paths';

const cache = new Map<string, Contract>();

/** Loads (once per test file) and compiles a contract; compiling the full contract takes a few hundred ms. */
export function cachedContract(path: string = CONTRACT_PATH): Contract {
  let contract = cache.get(path);
  if (!contract) {
    contract = loadContract(path);
    cache.set(path, contract);
  }
  return contract;
}
