/**
 * Pagefind's result fragments. The index is built from the normalised copy of each page; the
 * fragments the dialog shows then get the text as written back (decision 0011), so excerpts keep
 * the original spelling at the positions Pagefind matched.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** Pagefind's fragment files: gzip of `pagefind_dcd` + JSON. */
const fragmentSignature = 'pagefind_dcd';
const parseFragment = (content: Uint8Array) => JSON.parse(gunzipSync(content).toString('utf8').slice(fragmentSignature.length)) as Fragment;

export function readFragments(files: Array<{ path: string; content: Uint8Array }>): Fragment[] {
  return files.filter((f) => f.path.endsWith('.pf_fragment')).map((f) => parseFragment(f.content));
}

/**
 * The written result fragments carry the text as written (from the first pass) as `content`:
 * the dialog cuts excerpts from it at the word positions Pagefind matched in the normalised
 * text, so both must have the same words (checked).
 */
export async function keepTextAsWritten(outputPath: string, asWritten: ReadonlyMap<string, string>): Promise<void> {
  const dir = join(outputPath, 'fragment');
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const fragment = parseFragment(await readFile(path));
    const original = asWritten.get(fragment.url);
    if (original === undefined || original === fragment.content) continue;
    if (words(original).length !== words(fragment.content).length) {
      throw new Error(
        `search index: ${fragment.url}: the normalised text has ${words(fragment.content).length} words, the page ${words(original).length}`,
      );
    }
    fragment.content = original;
    await writeFile(path, gzipSync(fragmentSignature + JSON.stringify(fragment), { level: 9 }));
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
