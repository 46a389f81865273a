import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: drizzle-kit cannot open PGlite, and migrations are applied from code
// (server/src/db/migrate-database.ts) on both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
  strict: true,
  verbose: true,
});
