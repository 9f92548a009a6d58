import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/src/database/schema/index.ts',
  out: './libs/src/database/migraciones',
});
