import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type ContractAjv = InstanceType<typeof Ajv2020>;

export interface ContractAjvOptions {
  /** Coerce strings to the declared types (query and path parameters only, never bodies). */
  coerce: boolean;
  /** Fill in declared defaults (query parameters). */
  useDefaults: boolean;
}

/** Canonical textual UUID; the all-zero UUID is not a valid id anywhere in the contract. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function isValidUuid(value: string): boolean {
  return UUID.test(value) && value !== NIL_UUID;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * OpenAPI annotation keywords. Ajv ignores them for validation, but declaring them keeps the
 * vocabulary explicit (and lets strict mode be switched on later without surprises).
 */
const OPENAPI_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

/**
 * An Ajv 2020-12 instance for validating data against schemas of an OpenAPI 3.1 document.
 * Unknown properties are never removed (removeAdditional: false); `additionalProperties: false` rejects them.
 */
export function createContractAjv(options: ContractAjvOptions): ContractAjv {
  const ajv = new Ajv2020({
    // OpenAPI documents carry vendor extensions (x-extension, ...) and annotations Ajv does not know.
    strict: false,
    allErrors: true,
    removeAdditional: false,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.useDefaults,
    validateFormats: true,
    messages: true,
  });
  addFormats(ajv);
  for (const keyword of OPENAPI_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, schemaType: ['object', 'string', 'number', 'boolean', 'array', 'null'] });
  }
  ajv.addFormat('uuid', { type: 'string', validate: isValidUuid });
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat('byte', { type: 'string', validate: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/ });
  ajv.addFormat('binary', { type: 'string', validate: () => true });
  ajv.addFormat('password', { type: 'string', validate: () => true });
  return ajv;
}
