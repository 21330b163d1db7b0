/** `npm run db:generate` writes SQL migrations from server/db/schema.ts; the server applies them at start. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
