/**
 * Every statement about a tax, a government platform, a labor or data-protection law or a
 * regulator is listed in docs/content/claims.md with what it depends on (jurisdiction, module,
 * vendor confirmation), so none is published without someone having checked where it holds.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const subject =
  /\b(VAT|RETT|ZATCA|Fatoora|GOSI|WPS|Wage Protection|labor (laws?|rules)|social insurance|end-of-service|Zakat|SFDA|Food and Drug|Mudad|Qiwa|Ejar|Muqeem|ETA|Egyptian Tax|sales tax|e-invoic\w*|tax (invoices?|returns?)|Data Protection|GDPR|narcotic|withholding tax|zero-rated|regulatory|government platforms?)\b/i;

/** Job requirements name skills, not product claims; image descriptions describe sample screens. */
const excluded = (file: string, key: string): boolean => file.includes('/careers/') || /(^|\.)image(Alt)?$/.test(key);

function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

describe('regulatory statements are listed in docs/content/claims.md', () => {
  const claimsDoc = readFileSync('docs/content/claims.md', 'utf8');
  const listed = new Set([...claimsDoc.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|/gm)].map(([, file, key]) => `${file} ${key}`));
  const files = [...globSync('src/content/**/en.json'), 'src/i18n/ui/en.json', 'src/i18n/email/en.json'].sort();
  const found = files.flatMap((file) =>
    [...strings(JSON.parse(readFileSync(file, 'utf8')))]
      .filter(([key, text]) => !excluded(file, key) && subject.test(text.replaceAll('\u2060', '')))
      .map(([key]) => `${file} ${key}`),
  );

  it('finds the statements (the check reads the copy)', () => {
    expect(found.length).toBeGreaterThan(20);
  });

  it('lists each of them with its file and key', () => {
    expect(found.filter((entry) => !listed.has(entry))).toEqual([]);
  });

  it('lists nothing the copy no longer says', () => {
    expect([...listed].filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
