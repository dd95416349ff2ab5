import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a migration for each change of the schema; the server runs them
// at start on either driver.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
