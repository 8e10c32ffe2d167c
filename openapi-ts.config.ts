import { defineConfig } from '@hey-api/openapi-ts';

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
