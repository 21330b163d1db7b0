/**
 * Vitest setup file: after each test file (its own afterAll hooks run first: servers stopped,
 * databases closed), the temporary folders it made through `tempDir` are removed, also when a
 * test failed. A test run leaves nothing in the system temp folder.
 */
import { rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { tempDirs } from './temp-dirs.ts';

afterAll(async () => {
  await Promise.all([...tempDirs].map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
  tempDirs.clear();
});
