/**
 * Temporary folders a test file makes; tests/support/cleanup.ts removes them after the file.
 * Kept apart from lead-app.ts so that the cleanup hook, loaded by every test file, does not
 * import the whole server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every temporary folder this test file made. */
export const tempDirs = new Set<string>();

export function tempDir(prefix = 'leads-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}
