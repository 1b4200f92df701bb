import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from every domain's tables in src/db/tables (no database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables/*.ts',
  out: './drizzle',
});
