import type { Processor } from 'zod/v4/core';

/**
 * Stands in for zod's JSON Schema conversion inside its classic schemas at build time (vite.config.ts): the dashboard
 * validates forms with the generated schemas and never converts one to JSON Schema (no `toJSONSchema`, no Standard
 * Schema `jsonSchema`), yet every schema type refers to its converter and every schema carries a `toJSONSchema`
 * method, which put both modules (~5.6 KB compressed) into the forms' validation code. A conversion fails with this
 * message, not silently.
 */
function unavailable(): never {
  throw new Error('JSON Schema conversion is left out of this build (vite.config.ts): the dashboard never converts a zod schema.');
}

// The converter's method factories (to-json-schema.js): creating a method is harmless, calling it says why.
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;

// The per-type converters (json-schema-processors.js), each called only while converting.
const processor: Processor = unavailable;
export {
  processor as anyProcessor,
  processor as arrayProcessor,
  processor as bigintProcessor,
  processor as booleanProcessor,
  processor as catchProcessor,
  processor as customProcessor,
  processor as dateProcessor,
  processor as defaultProcessor,
  processor as enumProcessor,
  processor as fileProcessor,
  processor as functionProcessor,
  processor as intersectionProcessor,
  processor as lazyProcessor,
  processor as literalProcessor,
  processor as mapProcessor,
  processor as nanProcessor,
  processor as neverProcessor,
  processor as nonoptionalProcessor,
  processor as nullProcessor,
  processor as nullableProcessor,
  processor as numberProcessor,
  processor as objectProcessor,
  processor as optionalProcessor,
  processor as pipeProcessor,
  processor as prefaultProcessor,
  processor as promiseProcessor,
  processor as readonlyProcessor,
  processor as recordProcessor,
  processor as setProcessor,
  processor as stringProcessor,
  processor as successProcessor,
  processor as symbolProcessor,
  processor as templateLiteralProcessor,
  processor as transformProcessor,
  processor as tupleProcessor,
  processor as undefinedProcessor,
  processor as unionProcessor,
  processor as unknownProcessor,
  processor as voidProcessor,
};

// What schemas do use from that module: the summary of a schema's checks behind `minLength`, `maxLength`, `format`,
// `minValue`, `isInt`… (no JSON Schema involved). The real one, from the file the package does not export by name.
export { aggregateChecks } from '../../../node_modules/zod/v4/core/json-schema-processors.js';
