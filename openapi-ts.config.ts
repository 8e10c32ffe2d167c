import { defineConfig } from '@hey-api/openapi-ts';
import { fullFormats } from 'ajv-formats/dist/formats.js';

// The service checks `format: email` with ajv-formats' pattern; zod's own is narrower (it refuses
// info&sales@firma.at, a/b@x.de and punycode top-level domains). The dashboard checks the service's very pattern, so a
// valid address is never refused by the form and accepted by the service.
const SERVICE_EMAIL = fullFormats.email as RegExp;

// Everything the dashboard knows about the service comes from the contract: types, the fetch client,
// the SDK functions, zod schemas and the TanStack Query options. `npm run generate` rewrites src/api/generated;
// never edit it by hand (a test fails when it is stale).
export default defineConfig({
  input: './openapi/openapi.yaml',
  output: {
    path: './src/api/generated',
    postProcess: [],
  },
  plugins: [
    '@hey-api/client-fetch',
    // Enums also as values (`export const GenderTypes = {…} as const`), so a form can list an enum's choices without
    // loading zod.
    { name: '@hey-api/typescript', enums: 'javascript' },
    { name: '@hey-api/sdk', validator: false },
    {
      name: 'zod',
      '~resolvers': {
        string(ctx) {
          if (ctx.schema.format !== 'email') return undefined;
          const { $, symbols } = ctx;
          ctx.chain.current = $(symbols.z).attr('email').call($.object().prop('pattern', $.regexp(SERVICE_EMAIL.source, SERVICE_EMAIL.flags as 'i')));
          // zod's own .length/.min/.max, as for every other string: zod counts a string's length in Unicode code points
          // (zod#6441), as JSON Schema and the service's ajv do, so no length check of ours is needed
          // (src/api/service-string-length.test.ts holds the two sides to it).
          const length = ctx.nodes.length(ctx);
          if (length) ctx.chain.current = length;
          else {
            const min = ctx.nodes.minLength(ctx);
            if (min) ctx.chain.current = min;
            const max = ctx.nodes.maxLength(ctx);
            if (max) ctx.chain.current = max;
          }
          const pattern = ctx.nodes.pattern(ctx);
          if (pattern) ctx.chain.current = pattern;
          return ctx.chain.current;
        },
        // An integer's format range (int32: ±2^31) without the generator's English message ("Invalid value: Expected
        // int32 to be <= 2147483647"), which would win over the translated range messages zod is configured with
        // (src/shared/lib/zod-i18n.ts). The contract's own minimum and maximum are kept as the generator writes them.
        number(ctx) {
          const { schema, chain, $ } = ctx;
          const limit = schema.type === 'integer' ? ctx.utils.getIntegerLimit(schema.format) : undefined;
          if (!limit || schema.const !== undefined || ctx.utils.shouldCoerceToBigInt(schema.format)) return undefined;
          chain.current = ctx.nodes.base(ctx);
          const hasMin = schema.minimum !== undefined || schema.exclusiveMinimum !== undefined;
          const hasMax = schema.maximum !== undefined || schema.exclusiveMaximum !== undefined;
          chain.current = (hasMin ? ctx.nodes.min(ctx) : undefined) ?? chain.current.attr('gte').call($.literal(limit.minValue as number));
          chain.current = (hasMax ? ctx.nodes.max(ctx) : undefined) ?? chain.current.attr('lte').call($.literal(limit.maxValue as number));
          return chain.current;
        },
        // The service refuses unknown properties only where the contract says `additionalProperties: false` and
        // ignores them elsewhere. zod's z.object drops unknown keys too; z.strictObject makes the generated schema
        // refuse them exactly where the service does.
        object(ctx) {
          const { schema, $, symbols } = ctx;
          const hasProperties = schema.properties !== undefined && Object.keys(schema.properties).length > 0;
          const additional = schema.additionalProperties;
          if (!hasProperties || !additional || additional.type !== 'never') return undefined;
          return $(symbols.z).attr('strictObject').call(ctx.nodes.shape(ctx));
        },
      },
    },
    { name: '@tanstack/react-query' },
  ],
});
