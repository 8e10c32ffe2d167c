import type { ValidateFunction } from 'ajv';
import type { ContractAjv } from './create-ajv';
import { readPointer, toUriFragment } from './json-pointer';
import type { ContractOperation, ParameterSpec } from './read-operations';

export interface ResponseValidator {
  /** False when the contract declares neither this status, nor its class (`4XX`), nor `default`. */
  declared: boolean;
  /** Null when the declared response has no JSON body. */
  validate: ValidateFunction | null;
}

export interface OperationValidators {
  /** Validates (and coerces) an object of path parameters keyed by their contract names. */
  pathParams: ValidateFunction | null;
  /** Validates (coerces, fills defaults) an object of the declared query parameters (unknown names are ignored before). */
  query: ValidateFunction | null;
  /** Validates an object of the declared header parameters present, keyed by their contract names. */
  headers: ValidateFunction | null;
  /** Validates the (normalised) JSON body: no coercion, no defaults, unknown properties rejected where the schema says. */
  body: ValidateFunction | null;
  /**
   * One validator per alternative when the body schema is a choice (`anyOf`/`oneOf`, e.g. the finalize body), so that
   * a refused body is reported against the alternative it comes closest to. Empty otherwise.
   */
  bodyAlternatives: ValidateFunction[];
  response(status: number): ResponseValidator;
}

export interface ValidatorCompilers {
  contractId: string;
  /** Coercing Ajv for parameters. */
  paramAjv: ContractAjv;
  /** Non-coercing Ajv for bodies and responses. */
  bodyAjv: ContractAjv;
}

function refTo(contractId: string, pointer: string): { $ref: string } {
  return { $ref: `${contractId}#${toUriFragment(pointer)}` };
}

function compileParameterObject(
  compilers: ValidatorCompilers,
  parameters: ParameterSpec[],
  additionalProperties: boolean,
): ValidateFunction | null {
  if (parameters.length === 0 && additionalProperties) return null;
  const properties: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const schema: Record<string, unknown> = parameter.schemaPointer ? refTo(compilers.contractId, parameter.schemaPointer) : {};
    // Ajv applies defaults only where they are written, not through $ref: repeat the default next to the reference.
    if (parameter.defaultValue !== undefined) schema.default = parameter.defaultValue;
    properties[parameter.name] = schema;
  }
  return compilers.paramAjv.compile({
    type: 'object',
    properties,
    required: parameters.filter((p) => p.required).map((p) => p.name),
    additionalProperties,
  });
}

/** Status keys to try, most specific first: `404`, `4XX`, `default`. */
export function responseKeys(status: number): string[] {
  return [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'];
}

/** Pointers of the alternatives of the schema at `pointer` (following `$ref`s), when it is a choice without a null one. */
function alternativePointers(document: unknown, pointer: string): string[] {
  let current = pointer;
  for (let hops = 0; hops < 16; hops++) {
    const schema = readPointer(document, current) as Record<string, unknown> | undefined;
    if (!schema || typeof schema !== 'object') return [];
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) {
      current = schema.$ref.slice(1);
      continue;
    }
    for (const keyword of ['anyOf', 'oneOf']) {
      const list = schema[keyword];
      if (!Array.isArray(list)) continue;
      const isNullable = list.some((alt) => (alt as { type?: unknown } | null)?.type === 'null');
      return isNullable ? [] : list.map((_, index) => `${current}/${keyword}/${index}`);
    }
    return [];
  }
  return [];
}

export function compileOperationValidators(
  compilers: ValidatorCompilers,
  operation: ContractOperation,
  document?: unknown,
): OperationValidators {
  const where = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
  const compileAt = (pointer: string): ValidateFunction => {
    try {
      return compilers.bodyAjv.compile(refTo(compilers.contractId, pointer));
    } catch (error) {
      throw new Error(`Contract: cannot compile the schema at ${pointer} for ${where}: ${(error as Error).message}`, { cause: error });
    }
  };

  let pathParams: ValidateFunction | null;
  let query: ValidateFunction | null;
  let headers: ValidateFunction | null;
  try {
    pathParams = compileParameterObject(compilers, operation.pathParams, true);
    query = compileParameterObject(compilers, operation.queryParams, true);
    headers = compileParameterObject(compilers, operation.headerParams, true);
  } catch (error) {
    throw new Error(`Contract: cannot compile the parameters of ${where}: ${(error as Error).message}`, { cause: error });
  }

  const bodyPointer = operation.requestBody?.schemaPointer ?? null;
  const body = bodyPointer ? compileAt(bodyPointer) : null;
  const bodyAlternatives = bodyPointer && document !== undefined ? alternativePointers(document, bodyPointer).map(compileAt) : [];

  const responses = new Map<string, ValidateFunction | null>();
  for (const [status, spec] of operation.responses) {
    responses.set(status, spec.schemaPointer ? compileAt(spec.schemaPointer) : null);
  }

  return {
    pathParams,
    query,
    headers,
    body,
    bodyAlternatives,
    response(status: number): ResponseValidator {
      for (const key of responseKeys(status)) {
        if (responses.has(key)) return { declared: true, validate: responses.get(key) ?? null };
      }
      return { declared: false, validate: null };
    },
  };
}
