import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './shared/src/db/schema.ts',
  out: './shared/src/db/migrations',
});
