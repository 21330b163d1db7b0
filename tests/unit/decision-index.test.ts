/**
 * The decision index's own rules (docs/decisions/README.md): a row's status names every record that
 * supersedes it in part, as the record's own status lines do, and every "supersedes in part [X]"
 * is answered in X's lines and row; every record has one row, under Design records, Engineering
 * records or History; History holds exactly the wholly superseded records; and each design record
 * points to docs/design.md, which names it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const dir = new URL('../../docs/decisions/', import.meta.url);
const files = readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f));
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

test('every index row names the records that supersede it in part, as the record says', () => {
  const missing = files.flatMap((file) => {
    const n = file.slice(0, 4);
    const row = numbers(statusOf(n), supersededBy);
    return [...numbers(headOf(file), supersededBy)].filter((by) => !row.has(by)).map((by) => `${n} row lacks ${by}`);
  });
  expect(missing).toEqual([]);
});

test('a record that supersedes another in part is named in that record and its row', () => {
  const missing = files.flatMap((file) => {
    const n = file.slice(0, 4);
    const targets = new Set([...numbers(headOf(file), supersedes), ...numbers(statusOf(n), supersedes)]);
    return [...targets].flatMap((t) => {
      const target = files.find((f) => f.startsWith(t))!;
      return [
        ...(numbers(headOf(target), supersededBy).has(n) ? [] : [`${t} record lacks ${n}`]),
        ...(numbers(statusOf(t), supersededBy).has(n) ? [] : [`${t} row lacks ${n}`]),
      ];
    });
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
const design = readFileSync(new URL('../../docs/design.md', import.meta.url), 'utf8');

test('every record has one row, in one of the three tables', () => {
  const rows = Object.values(sections).flatMap((set) => [...set]);
  expect(rows.toSorted()).toEqual(files.map((f) => f.slice(0, 4)).toSorted());
  expect(Object.keys(sections)).toEqual(['Design records', 'Engineering records', 'History']);
});

test('History holds exactly the wholly superseded records, as their status lines and rows say', () => {
  const wholly = files.filter((f) => /^- Status: superseded by \[\d{4}\]/m.test(headOf(f))).map((f) => f.slice(0, 4));
  expect([...sections['History']!].toSorted()).toEqual(wholly.toSorted());
  expect(wholly.filter((n) => !statusOf(n).trim().startsWith('superseded by ['))).toEqual([]);
});

test('every design record points to docs/design.md, and docs/design.md names it', () => {
  const problems = [...sections['Design records']!].flatMap((n) => {
    const file = files.find((f) => f.startsWith(n))!;
    return [
      ...(/^- Current design: \[docs\/design\.md\]/m.test(headOf(file)) ? [] : [`${n} record lacks its Current design line`]),
      ...(new RegExp(String.raw`\bd${n}\b|decisions/${n}-|decision ${n}\b`).test(design) ? [] : [`docs/design.md does not name ${n}`]),
    ];
  });
  expect(problems).toEqual([]);
});
