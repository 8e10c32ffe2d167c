import type { CompiledOperation, Contract } from '../../src/contract/load-contract';

function matches(template: string, path: string): { ok: boolean; staticSegments: number } {
  const templateSegments = template.split('/');
  const pathSegments = path.split('/');
  if (templateSegments.length !== pathSegments.length) return { ok: false, staticSegments: 0 };
  let staticSegments = 0;
  for (let i = 0; i < templateSegments.length; i += 1) {
    const t = templateSegments[i];
    if (/^\{[^}]+\}$/.test(t)) continue;
    if (t !== pathSegments[i]) return { ok: false, staticSegments: 0 };
    staticSegments += 1;
  }
  return { ok: true, staticSegments };
}

/** The contract operation a request goes to; static segments win over parameters, as in the router. */
export function findOperation(contract: Contract, method: string, path: string): CompiledOperation | undefined {
  const pathOnly = path.split('?')[0];
  let best: { operation: CompiledOperation; staticSegments: number } | undefined;
  for (const operation of contract.operations) {
    if (operation.method !== method.toLowerCase()) continue;
    const result = matches(operation.path, pathOnly);
    if (result.ok && (!best || result.staticSegments > best.staticSegments)) best = { operation, staticSegments: result.staticSegments };
  }
  return best?.operation;
}
