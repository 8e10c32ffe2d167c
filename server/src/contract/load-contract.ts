import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { compileOperationValidators, type OperationValidators } from './compile-validators';
import { createContractAjv } from './create-ajv';
import type { OpenApiDocument } from './openapi-document';
import { InputNormaliser } from './normalise-input';
import { readOperations, type ContractOperation } from './read-operations';

/** Identifier under which the whole document is registered with Ajv; schemas are referenced as `<id>#/components/schemas/X`. */
export const CONTRACT_SCHEMA_ID = 'https://reference-service.local/openapi.json';

export interface CompiledOperation extends ContractOperation {
  validators: OperationValidators;
  /** Applies the contract's acceptance rules (null, all-zero ids, offset-less date-times, unknown properties). */
  normaliser: InputNormaliser;
}

export interface Contract {
  /** File the contract was read from. */
  sourcePath: string;
  /** The parsed document, unchanged. */
  document: OpenApiDocument;
  operations: CompiledOperation[];
  operationById: Map<string, CompiledOperation>;
}

/** Parses an OpenAPI 3.1 document (YAML or JSON text) and compiles validators for every operation. */
export function parseContract(text: string, sourcePath: string): Contract {
  let document: OpenApiDocument;
  try {
    document = parse(text) as OpenApiDocument;
  } catch (error) {
    throw new Error(`Contract ${sourcePath} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  if (document === null || typeof document !== 'object' || typeof document.openapi !== 'string') {
    throw new Error(`Contract ${sourcePath} is not an OpenAPI document (no "openapi" version field).`);
  }
  if (!document.openapi.startsWith('3.1')) {
    throw new Error(`Contract ${sourcePath} is OpenAPI ${document.openapi}; the service expects 3.1.x.`);
  }

  const paramAjv = createContractAjv({ coerce: true, useDefaults: true });
  const bodyAjv = createContractAjv({ coerce: false, useDefaults: false });
  // Ajv gets its own copy with an $id: parameter validation with useDefaults must never alter the kept document.
  for (const ajv of [paramAjv, bodyAjv]) {
    ajv.addSchema({ ...structuredClone(document), $id: CONTRACT_SCHEMA_ID }, undefined, undefined, false);
  }

  const normaliser = new InputNormaliser(document);
  const operations = readOperations(document).map((operation) => ({
    ...operation,
    validators: compileOperationValidators({ contractId: CONTRACT_SCHEMA_ID, paramAjv, bodyAjv }, operation, document),
    normaliser,
  }));
  return {
    sourcePath,
    document,
    operations,
    operationById: new Map(operations.map((o) => [o.operationId, o])),
  };
}

/** Reads and compiles the contract file (YAML). Throws with the file name and the reason when it cannot be used. */
export function loadContract(path: string): Contract {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the contract ${path}: ${(error as Error).message}`, { cause: error });
  }
  return parseContract(text, path);
}
