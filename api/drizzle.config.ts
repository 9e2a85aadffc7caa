import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations from src/db/schema into src/db/migrations (commit them). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
