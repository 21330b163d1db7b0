/**
 * The hashes of a build's inline <script> and <style> elements, which scripts/precompress.ts
 * collects into dist/_csp.json: all of them, and the ones each page carries. A release carries
 * them (current-release.ts) and the security-headers plugin builds each page's
 * Content-Security-Policy from its own set (a page allows no inline code another page has);
 * both import this file, so the site core does not depend on a plugin.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CspHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

export interface BuildCsp extends CspHashes {
  found: boolean;
  /** Each page's own hashes, by its file in the build (`ar/pharmacy.html`). */
  pages: Map<string, CspHashes>;
}

const hashPattern = /^'?(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}'?$/;

const listOf = (list: unknown): unknown[] => (Array.isArray(list) ? list : []);

/** Valid hashes, quoted as a source list wants them; bad entries become null (their indices stay). */
const quoted = (list: unknown) =>
  listOf(list).map((h) => (typeof h === 'string' && hashPattern.test(h) ? (h.startsWith("'") ? h : `'${h}'`) : null));

/** Reads dist/_csp.json; a missing file means no inline code is allowed. Bad entries are dropped. */
export async function readCspHashes(distDir: string): Promise<BuildCsp> {
  let raw: string;
  try {
    raw = await readFile(join(distDir, '_csp.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { scriptHashes: [], styleHashes: [], pages: new Map(), found: false };
    throw error;
  }
  const parsed = JSON.parse(raw) as { scriptHashes?: unknown; styleHashes?: unknown; pages?: unknown };
  const scripts = quoted(parsed.scriptHashes);
  const styles = quoted(parsed.styleHashes);
  const present = (list: Array<string | null>) => list.filter((h): h is string => h !== null);
  const pick = (list: Array<string | null>, indices: unknown) =>
    present(listOf(indices).map((i) => (typeof i === 'number' ? (list[i] ?? null) : null)));
  const pages = new Map<string, CspHashes>();
  const entries = typeof parsed.pages === 'object' && parsed.pages !== null ? Object.entries(parsed.pages) : [];
  for (const [file, own] of entries) {
    const { scripts: s, styles: st } = (own ?? {}) as { scripts?: unknown; styles?: unknown };
    pages.set(file, { scriptHashes: pick(scripts, s), styleHashes: pick(styles, st) });
  }
  return { scriptHashes: present(scripts), styleHashes: present(styles), pages, found: true };
}
