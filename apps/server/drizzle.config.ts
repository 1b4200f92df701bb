import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from every domain's schema.ts (no database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
