import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations (committed) that both PGlite and PostgreSQL run at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
