/** Removes the data folder playwright.config.ts made for the e2e server (unless the caller gave one). */
import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env['E2E_DATA_DIR_OWNED'];
  if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
