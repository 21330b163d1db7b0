/**
 * Every repository path that README.md, docs/ or a comment in code names exists, and every test
 * file named by its bare name: a file moved or deleted takes its mentions with it. A path is a
 * top folder of the repository and at least one more segment (`server/plugins/static-site.ts`,
 * `src/layouts/`), from the root or the file's folder; `docs/decisions/0026` is a record's short
 * name. Not read: strings in code (test fixtures name files that are not there), globs, quoted
 * or `rev:path` names, git-ignored output, and the decision records (docs/decisions/NNNN-*.md),
 * which are history and name what a decision removed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))));
// Folders the content editor creates on the first logo upload (src/content/editor/definitions.ts).
const written = ['public/partners', 'public/clients'];
const exists = (path: string) =>
  files.includes(path) ||
  folders.has(path) ||
  written.includes(path) ||
  (/^docs\/decisions\/\d{4}$/.test(path) && files.some((f) => f.startsWith(`${path}-`)));
const ignored = (path: string) =>
  [path, `${path}/`].some((p) => spawnSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: root }).status === 0);

const named = /(?<![\w./:'"-])(?:src|server|tests|scripts|docs|bench|deploy|support|public|\.ci)\/[\w.@/*{}<>-]*/g;
const testName = /(?<![\w./-])[\w-]+\.(?:test|spec)\.ts\b/g;
const basenames = new Set(files.map((f) => posix.basename(f)));
const comment = /^\s*(?:\/\/|\/\*|\*|#|\{\/\*)/;
const read = files.filter(
  (f) =>
    /^(README\.md|docs\/.*\.md|(src|server|scripts|tests|bench|support|deploy)\/.*\.(ts|tsx|astro|css|js|sh|conf|service)|\.ci\/run)$/.test(
      f,
    ) && !/^docs\/decisions\/\d{4}-/.test(f),
);

test('every path named in README.md, docs/ and comments exists', () => {
  const missing = read.flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    const lines = file.endsWith('.md') ? text.split('\n') : text.split('\n').filter((line) => comment.test(line));
    return lines.flatMap((line) =>
      [...line.matchAll(named)]
        .map((m) => m[0].replace(/[.,:;)/]+$/, ''))
        .filter((path) => !/[*{}<>]/.test(path) && !exists(path) && !exists(posix.join(posix.dirname(file), path)) && !ignored(path))
        .map((path) => `${file}: ${path}`)
        .concat([...line.matchAll(testName)].filter((m) => !basenames.has(m[0])).map((m) => `${file}: ${m[0]}`)),
    );
  });
  expect([...new Set(missing)]).toEqual([]);
});
