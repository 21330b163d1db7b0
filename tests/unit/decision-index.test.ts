/**
 * The decision index's own rules (docs/decisions/README.md) and the design history's
 * (docs/decisions/design-history.md): every record file has one row and every row a file; a row's
 * status names every record that supersedes it in part, as the record's own status lines do, and
 * every "supersedes in part [X]" is answered where X is written (its file and row, or its history
 * section); History holds exactly the wholly superseded records; each history section is anchored
 * by its number and named by docs/design.md; every number up to the highest is one of them or
 * listed as unused; and every link into docs/decisions/ and every
 * "decision NNNN" in the repository names a record file or a history anchor.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);
const dir = new URL('docs/decisions/', root);
const files = readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f));
const fileOf = (n: string) => files.find((f) => f.startsWith(`${n}-`));
const link = String.raw`\[\d{4}\]\([^)]*\)`;
// "superseded [in part] by [A](…) (what) and by [B](…), [C](…)": the links until the clause ends.
const supersededBy = new RegExp(String.raw`uperseded[^\[]*?by\s+(${link}(?:(?:(?!upersedes|\n- |\n\n|\.\s)[^\[;]){0,200}?${link})*)`, 'g');
const supersedes = new RegExp(String.raw`[Ss]upersedes(?: in part)?\s+(${link}(?:(?:,\s*|\s+and\s+)${link})*)`, 'g');
const numbers = (text: string, pattern: RegExp) =>
  new Set([...text.matchAll(pattern)].flatMap((m) => [...m[1]!.matchAll(/\[(\d{4})\]/g)].map((n) => n[1]!)));

const index = readFileSync(new URL('README.md', dir), 'utf8');
const statusOf = (n: string) => new RegExp(String.raw`^\| \[${n}\][^\n]*`, 'm').exec(index)?.[0].split('|')[4] ?? '';
// A record's head: its title and status lines, before its first section.
const headOf = (file: string) => readFileSync(new URL(file, dir), 'utf8').split('\n## ')[0]!;

// The design history: each former design record a section, `<a id="NNNN"></a>` then its heading.
const historyText = readFileSync(new URL('design-history.md', dir), 'utf8');
const anchors = [...historyText.matchAll(/<a id="(\d{4})"><\/a>/g)].map((m) => m[1]!);
const history = new Map(
  [...historyText.matchAll(/<a id="(\d{4})"><\/a>\n\n(## [^\n]*)\n([\s\S]*?)(?=\n<a id=|\n## )/g)].map((m) => [
    m[1]!,
    { heading: m[2]!, body: m[3]! },
  ]),
);
const names = (text: string, n: string) => new RegExp(String.raw`\b${n}\b`).test(text);

test('each history section opens with its anchor and a heading of the same number and its date', () => {
  expect(anchors.length).toBeGreaterThan(0);
  expect(anchors).toEqual([...new Set(anchors)].toSorted());
  const problems = anchors.flatMap((n) => {
    const heading = history.get(n)?.heading ?? '';
    return [
      ...(new RegExp(String.raw`^## ${n} — .+ \(\d{4}-\d{2}-\d{2}\)$`).test(heading) ? [] : [`${n}: heading "${heading}"`]),
      ...(fileOf(n) ? [`${n} is both a record file and a history section`] : []),
    ];
  });
  expect(problems).toEqual([]);
  expect(historyText).toMatch(/\n## Adjustments since \d{4}\n/);
});

test('every index row names the records that supersede it in part, as the record says', () => {
  const missing = files.flatMap((file) => {
    const n = file.slice(0, 4);
    const row = numbers(statusOf(n), supersededBy);
    return [...numbers(headOf(file), supersededBy)].filter((by) => !row.has(by)).map((by) => `${n} row lacks ${by}`);
  });
  expect(missing).toEqual([]);
});

test('a record that supersedes another in part is named where the other is written', () => {
  const missing = files.flatMap((file) => {
    const n = file.slice(0, 4);
    const targets = new Set([...numbers(headOf(file), supersedes), ...numbers(statusOf(n), supersedes)]);
    return [...targets].flatMap((t) => {
      const target = fileOf(t);
      if (!target) return names(history.get(t)?.body ?? '', n) ? [] : [`history ${t} does not name ${n}`];
      return [
        ...(numbers(headOf(target), supersededBy).has(n) ? [] : [`${t} record lacks ${n}`]),
        ...(numbers(statusOf(t), supersededBy).has(n) ? [] : [`${t} row lacks ${n}`]),
      ];
    });
  });
  expect(missing).toEqual([]);
});

test('a history section that supersedes a record in part names it', () => {
  const missing = files.flatMap((file) => {
    const n = file.slice(0, 4);
    const by = new Set([...numbers(headOf(file), supersededBy), ...numbers(statusOf(n), supersededBy)]);
    return [...by].filter((d) => !fileOf(d) && !names(history.get(d)?.body ?? '', n)).map((d) => `history ${d} does not name ${n}`);
  });
  expect(missing).toEqual([]);
});

// The index's tables: a record's row sits under one heading, and which one follows from the record.
const sections = Object.fromEntries(
  index
    .split('\n## ')
    .slice(1)
    .map((part) => [part.slice(0, part.indexOf('\n')), new Set([...part.matchAll(/^\| \[(\d{4})\]/gm)].map((m) => m[1]!))]),
);

test('every record file has one row, in one of the two tables, and the history its paragraph', () => {
  const rows = Object.values(sections).flatMap((set) => [...set]);
  expect(rows.toSorted()).toEqual(files.map((f) => f.slice(0, 4)).toSorted());
  expect(Object.keys(sections)).toEqual(['Design history', 'Engineering records', 'History']);
  expect(sections['Design history']!.size).toBe(0);
});

test('History holds exactly the wholly superseded records, as their status lines and rows say', () => {
  const wholly = files.filter((f) => /^- Status: superseded by \[\d{4}\]/m.test(headOf(f))).map((f) => f.slice(0, 4));
  expect([...sections['History']!].toSorted()).toEqual(wholly.toSorted());
  expect(wholly.filter((n) => !statusOf(n).trim().startsWith('superseded by ['))).toEqual([]);
});

test('every number up to the highest is a record file, a history section or listed as unused', () => {
  const sentence = /^Numbers ([\d, and]+) are not used\b/m.exec(index);
  expect(sentence).not.toBeNull();
  const unused = sentence![1]!.match(/\d{4}/g)!;
  const taken = [...files.map((f) => f.slice(0, 4)), ...anchors];
  const highest = Math.max(...taken.map(Number));
  const unaccounted = Array.from({ length: highest }, (_, i) => String(i + 1).padStart(4, '0')).filter(
    (n) => !taken.includes(n) && !unused.includes(n),
  );
  expect(unaccounted).toEqual([]);
  expect(unused.filter((n) => taken.includes(n))).toEqual([]);
});

test('docs/design.md names every history section', () => {
  const design = readFileSync(new URL('docs/design.md', root), 'utf8');
  const unnamed = anchors.filter((n) => !new RegExp(String.raw`\bd${n}\b|design-history\.md#${n}\b|decision ${n}\b`).test(design));
  expect(unnamed).toEqual([]);
});

// The repository's own text: documentation, code and their configuration (not node_modules, dist or var).
const textFile = /\.(md|ts|tsx|astro|css|js|mjs|json|ya?ml|sh|conf|service|txt|example)$/;
const repoFiles = [
  ...readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && textFile.test(e.name) && e.name !== 'package-lock.json')
    .map((e) => new URL(e.name, root)),
  ...['docs', 'src', 'server', 'scripts', 'tests', 'bench', 'deploy'].flatMap((top) =>
    readdirSync(new URL(`${top}/`, root), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && textFile.test(e.name))
      .map((e) => pathToFileURL(join(e.parentPath, e.name))),
  ),
];
const relative = (url: URL) => fileURLToPath(url).slice(fileURLToPath(root).length);

// GitHub's anchors of the history's other headings ("Adjustments since 0078" → adjustments-since-0078).
const headingSlugs = new Set(
  [...historyText.matchAll(/^## (.+)$/gm)].map((m) =>
    m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replaceAll(' ', '-'),
  ),
);

// What a link or path into docs/decisions/ names that is not there: a missing file or history anchor.
function brokenTarget(target: URL): string | undefined {
  if (target.protocol !== 'file:') return undefined;
  const path = fileURLToPath(target);
  if (!path.startsWith(fileURLToPath(dir)) || !path.endsWith('.md')) return undefined;
  if (!existsSync(target)) return 'no such file';
  const anchor = target.hash.slice(1);
  if (path.endsWith('design-history.md') && anchor && !anchors.includes(anchor) && !headingSlugs.has(anchor)) {
    return `no anchor ${anchor}`;
  }
  return undefined;
}

test('every link and path into docs/decisions/ names a record file or a history anchor', () => {
  const broken = repoFiles.flatMap((url) => {
    const text = readFileSync(url, 'utf8');
    const targets = [
      ...[...text.matchAll(/\bdocs\/decisions\/[\w.-]+(?:#[\w-]+)?/g)].map((m) => new URL(m[0], root)),
      ...(url.pathname.endsWith('.md') ? [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => new URL(m[1]!, url)) : []),
    ];
    return targets.flatMap((t) => {
      const why = brokenTarget(t);
      return why ? [`${relative(url)}: ${relative(t)}${t.hash} (${why})`] : [];
    });
  });
  expect(broken).toEqual([]);
});

test('every "decision NNNN" names a record file or a history section, every "docs/decisions/NNNN" a file', () => {
  const unknown = repoFiles.flatMap((url) => {
    const text = readFileSync(url, 'utf8');
    const mentioned = [
      ...[...text.matchAll(/\bdecisions? (\d{4}(?:(?:,| and| or) \d{4})*)/gi)].flatMap((m) => m[1]!.match(/\d{4}/g)!),
      ...(url.pathname.endsWith('docs/design.md') ? [...text.matchAll(/\bd(\d{4})\b/g)].map((m) => m[1]!) : []),
    ];
    // "docs/decisions/NNNN" is shorthand for a record file's path; a history section is design-history.md#NNNN.
    const shorthand = [...text.matchAll(/\bdocs\/decisions\/(\d{4})\b(?!-)/g)].map((m) => m[1]!).filter((n) => !fileOf(n));
    return [
      ...[...new Set(mentioned)].filter((n) => !fileOf(n) && !history.has(n)).map((n) => `${relative(url)}: ${n}`),
      ...shorthand.map((n) => `${relative(url)}: docs/decisions/${n}`),
    ];
  });
  expect(unknown).toEqual([]);
});

// docs/architecture.md states the current engineering rules; a record superseded in part points
// to the rule there, so a reader need not combine the record with the ones that amended it.
const architecture = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const architectureAnchors = new Set([
  ...[...architecture.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
    m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replaceAll(' ', '-'),
  ),
  ...[...architecture.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]!),
]);

test('each engineering record superseded in part names its current rule in docs/architecture.md', () => {
  const partly = files
    .map((f) => [f, f.slice(0, 4)] as const)
    .filter(([, n]) => sections['Engineering records']!.has(n))
    // By a linked record, or in words ("superseded in part by the amendment of …").
    .filter(([f, n]) => /uperseded in part|partly superseded/.test(headOf(f) + statusOf(n)) || numbers(headOf(f), supersededBy).size > 0);
  expect(partly.length).toBeGreaterThan(0);
  const problems = partly.flatMap(([file, n]) => {
    const line = /^- Current rule: \[docs\/architecture\.md\]\(\.\.\/architecture\.md#([\w-]+)\)$/m.exec(headOf(file));
    if (!line) return [`${n} has no "- Current rule:" line`];
    return architectureAnchors.has(line[1]!) ? [] : [`${n}: no anchor ${line[1]} in docs/architecture.md`];
  });
  expect(problems).toEqual([]);
});
