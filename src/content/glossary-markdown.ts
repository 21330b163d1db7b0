import { policies, terms } from './glossary-check.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|');
const variants = (list: string[]) =>
  list.length ? list.map((v) => (v.startsWith('re:') ? `pattern \`${cell(v.slice(3))}\`` : cell(v))).join('; ') : '—';

/** docs/content/glossary.md, generated from src/content/glossary.json. */
export function glossaryMarkdown(): string {
  const lines = [
    '# Glossary (English / Arabic)',
    '',
    '<!-- Generated from src/content/glossary.json by `node scripts/glossary.ts`. Do not edit by hand. -->',
    '',
    'One accepted rendering per language for every ERP term the site uses, and the variants the',
    'content check (`node scripts/validate-content.ts`, part of `npm test`) rejects in page copy,',
    'branch and partner data and UI strings. Add a term to `glossary.json` and the check follows.',
    'How to write around the terms: [style-sheet.md](style-sheet.md).',
    '',
    `## Terms (${terms.length})`,
    '',
    '| term | English | rejected in English | Arabic | rejected in Arabic | note |',
    '|---|---|---|---|---|---|',
    ...terms.map(
      (t) =>
        `| \`${t.id}\` | ${cell(t.en)} | ${variants(t.enRejected)} | ${cell(t.ar)}${t.arShort ? ` (on a stamp: ${cell(t.arShort)})` : ''} | ${variants(t.arRejected)} | ${cell(t.note ?? '')} |`,
    ),
    '',
    '## Style rules checked with the terms',
    '',
    '| rule | language | rejected pattern | use instead |',
    '|---|---|---|---|',
    ...policies.map(
      (p) => `| \`${p.id}\` | ${p.lang} | \`${cell(p.pattern)}\`${p.keys ? ` (keys \`${cell(p.keys)}\`)` : ''} | ${cell(p.accepted)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
