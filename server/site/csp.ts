/**
 * The hashes of a build's inline <script> and <style> elements, which scripts/precompress.ts
 * collects into dist/_csp.json. A release carries them (current-release.ts) and the
 * security-headers plugin builds its Content-Security-Policy from them; both import this file,
 * so the site core does not depend on a plugin.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CspHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

const hashPattern = /^'?(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}'?$/;

/** Reads dist/_csp.json; a missing file means no inline code is allowed. Bad entries are dropped. */
export async function readCspHashes(distDir: string): Promise<CspHashes & { found: boolean }> {
  let raw: string;
  try {
    raw = await readFile(join(distDir, '_csp.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { scriptHashes: [], styleHashes: [], found: false };
    throw error;
  }
  const parsed = JSON.parse(raw) as Partial<Record<keyof CspHashes, unknown>>;
  const clean = (list: unknown) =>
    (Array.isArray(list) ? list : [])
      .filter((h): h is string => typeof h === 'string' && hashPattern.test(h))
      .map((h) => (h.startsWith("'") ? h : `'${h}'`));
  return { scriptHashes: clean(parsed.scriptHashes), styleHashes: clean(parsed.styleHashes), found: true };
}
