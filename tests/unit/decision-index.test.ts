/**
 * What keeps the documentation navigable, not how it is worded: every decision record has a row
 * in the index (docs/decisions/README.md), every relative link in README.md and docs/ reaches a
 * file (and its heading or `<a id>`, when it names one), and a record that says it is superseded
 * links the record or history section that superseded it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);
const decisions = new URL('docs/decisions/', root);
const records = readdirSync(decisions).filter((f) => /^\d{4}-.*\.md$/.test(f));
const read = (url: URL) => readFileSync(url, 'utf8');
const docs = [
  new URL('README.md', root),
  ...readdirSync(new URL('docs/', root), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => new URL(`docs/${f}`, root)),
];
const relative = (url: URL) => url.pathname.slice(root.pathname.length);

// GitHub's anchors: each heading's slug and each `<a id>`.
const slug = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}_-]/gu, (c) => (c === ' ' ? '-' : ''));
const anchorsOf = (text: string) =>
  new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)).concat([...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]!)));

test('every decision record has a row in the index', () => {
  const rows = new Set([...read(new URL('README.md', decisions)).matchAll(/^\| \[\d{4}\]\(([^)#]+)\)/gm)].map((m) => m[1]!));
  expect(records.filter((f) => !rows.has(f))).toEqual([]);
});

test('every relative link in README.md and docs/ reaches its file and anchor', () => {
  const broken = docs.flatMap((doc) =>
    [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((href) => !/^[a-z][\w+.-]*:/i.test(href))
      .flatMap((href) => {
        const target = new URL(href, doc);
        if (!existsSync(target)) return [`${relative(doc)}: ${href} (no such file)`];
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (!anchor || !target.pathname.endsWith('.md') || anchorsOf(read(target)).has(anchor)) return [];
        return [`${relative(doc)}: ${href} (no such anchor)`];
      }),
  );
  expect(broken).toEqual([]);
});

test('a record that says it is superseded links what superseded it', () => {
  // Its title and status lines: each "superseded [in part] by" is followed, in its clause, by a
  // link to a record or a history section (which the link test above resolves).
  const successor = /superseded(?: in part)?\s+by\s+([^[;]{0,50})(\[\d{4}\]\([^)]+\))?/gi;
  const unnamed = records.flatMap((f) =>
    [...read(new URL(f, decisions)).split('\n## ')[0]!.matchAll(successor)]
      .filter((m) => !m[2] || !/^(\d{4}-[\w-]+\.md|design-history\.md#\d{4})$/.test(m[2].slice(7, -1)))
      .map((m) => `${f}: ${m[0]}`),
  );
  expect(unnamed).toEqual([]);
});
