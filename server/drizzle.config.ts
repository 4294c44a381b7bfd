import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config server/drizzle.config.ts` writes a migration for every
// change of the schema; the server applies them at start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
})
