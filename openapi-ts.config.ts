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
    '@hey-api/typescript',
    { name: '@hey-api/sdk', validator: false },
    { name: 'zod' },
    { name: '@tanstack/react-query' },
  ],
});
