/**
 * The facts the vendor must still confirm before launch (decision 0028), found by their markers
 * in every content file under src/content (so a marker added anywhere is found without code):
 * - an entity with `"status": "sample"` (a partner invented for the design),
 * - a fact with `"confirmed": false` and `needs` (a claim),
 * - an entity's `"unconfirmed": [{ "field", "needs" }]` (a branch's phones, address, hours).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface UnconfirmedFact {
  /** The content file, relative to the project root. */
  file: string;
  /** The entry: its `id`, or the key path to it. */
  entry: string;
  /** The field to confirm (`*` for a whole sample entity). */
  field: string;
  /** What the vendor must supply. */
  needs: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? jsonFiles(join(dir, d.name)) : d.name.endsWith('.json') ? [join(dir, d.name)] : [],
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function* markers(value: Json, path: string[], file: string): Generator<UnconfirmedFact> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* markers(v, [...path, String(i)], file);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const entry = typeof value['id'] === 'string' ? value['id'] : path.join('.') || '(file)';
  if (value['status'] === 'sample')
    yield {
      file,
      entry,
      field: '*',
      needs: 'A sample, not a real entry: replace it with a real one the vendor confirms (with consent), or remove it',
    };
  if (value['confirmed'] === false)
    yield {
      file,
      entry: path.slice(0, -1).join('.') || '(file)',
      field: path.at(-1) ?? '',
      needs: typeof value['needs'] === 'string' ? value['needs'] : 'confirmation',
    };
  const pending = value['unconfirmed'];
  if (Array.isArray(pending))
    for (const p of pending)
      if (p && typeof p === 'object' && !Array.isArray(p)) yield { file, entry, field: String(p['field']), needs: String(p['needs']) };
  for (const [key, v] of Object.entries(value)) if (key !== 'unconfirmed') yield* markers(v, [...path, key], file);
}

/** Every unconfirmed fact in `root`/src/content, in file order. */
export function unconfirmedFacts(root: string): UnconfirmedFact[] {
  return jsonFiles(join(root, 'src/content'))
    .sort()
    .flatMap((path) => [...markers(JSON.parse(readFileSync(path, 'utf8')) as Json, [], relative(root, path))]);
}

/** A fact as one line: file, entry, field and what the vendor must supply. */
export function factLine(fact: UnconfirmedFact): string {
  return `${fact.file}  ${fact.entry}  ${fact.field}: ${fact.needs}`;
}
