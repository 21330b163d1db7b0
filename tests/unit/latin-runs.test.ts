/** Latin terms with edge punctuation in Arabic copy render in order (decision 0070). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLatinRuns } from '../../src/i18n/latin-runs.ts';

const contentDir = join(import.meta.dirname, '../../src/content');
const arabic = /[\u0600-\u06FF]/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every Arabic string of the page copy: each locale's ar.json and the positions' Arabic halves. */
const arabicStrings = jsonFiles(contentDir)
  .filter((path) => path.endsWith('/ar.json') || path.includes('/positions/'))
  .flatMap((path) => strings(JSON.parse(readFileSync(path, 'utf8'))).map((text) => ({ path, text })))
  .filter(({ text }) => arabic.test(text));

/**
 * Latin tokens that start or end with punctuation, found independently of the renderer: placeholders,
 * page links, e-mails and the sentence's own closing punctuation are not part of a term.
 */
function edgePunctuatedTokens(text: string): string[] {
  const cleaned = text
    .replace(/\[[^\]]*\]\(route:[A-Za-z]+\)/g, ' ')
    .replace(/\{\s*\w+\s*,\s*plural\s*,/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/[{}]/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  return (cleaned.match(/[^\s\u0600-\u06FF«»()]*[A-Za-z][^\s\u0600-\u06FF«»()]*/g) ?? [])
    .map((token) => token.replace(/[.,:;!?]+$/, ''))
    .filter((token) => /^[^A-Za-z0-9]|[^A-Za-z0-9]$/.test(token));
}

describe('Latin terms in Arabic copy', () => {
  it('isolates C# and .NET with their punctuation, not the sentence’s full stop', () => {
    expect(splitLatinRuns('خبرة في لغة C# وإطار .NET، أو في لغة Java.')).toEqual([
      { text: 'خبرة في لغة ', ltr: false },
      { text: 'C#', ltr: true },
      { text: ' وإطار ', ltr: false },
      { text: '.NET', ltr: true },
      { text: '، أو في لغة Java.', ltr: false },
    ]);
    expect(splitLatinRuns('بلغة C++ وملف form_token.').filter((p) => p.ltr)).toEqual([{ text: 'C++', ltr: true }]);
  });

  it('finds the Arabic copy to check', () => {
    expect(arabicStrings.length).toBeGreaterThan(200);
    expect(arabicStrings.some(({ text }) => text.includes('.NET'))).toBe(true);
  });

  it('every Latin token starting or ending with punctuation is rendered as an isolated run', () => {
    const unisolated = arabicStrings.flatMap(({ path, text }) => {
      const isolated = splitLatinRuns(text)
        .filter((part) => part.ltr)
        .map((part) => part.text);
      return edgePunctuatedTokens(text)
        .filter((token) => !isolated.includes(token))
        .map((token) => `${path.slice(contentDir.length + 1)}: ${token}`);
    });
    expect(unisolated).toEqual([]);
  });
});
