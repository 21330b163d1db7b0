// What the form islands' chunks carry to the browser (npm run build first; `npm test` builds
// before Vitest). The business claims and branches are build-time data: the pages print them,
// no island reads them, so their JSON must not ride along in an island's JavaScript. The inquiry
// form's strings ride in its language's chunk, not in the HTML of the 22 pages with the form.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-pages.ts';
import claimData from '../../src/content/claims.json' with { type: 'json' };
import branchData from '../../src/content/branches.json' with { type: 'json' };

const dist = join(import.meta.dirname, '../../dist');
const astroDir = join(dist, '_astro');

function chunk(island: string): string {
  if (!existsSync(astroDir)) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const file = readdirSync(astroDir).find((name) => name.startsWith(`${island}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${island} chunk in dist/_astro`);
  return readFileSync(join(astroDir, file), 'utf8');
}

describe('form island chunks', () => {
  for (const island of ['InquiryForm', 'InquiryFormEn', 'InquiryFormAr', 'ApplicationForm']) {
    it(`${island} carries neither claims.json nor branches.json`, () => {
      const code = chunk(island);
      // Texts only the data files hold: what each claim still needs, each branch's street.
      for (const claim of Object.values(claimData.claims)) expect(code).not.toContain(claim.needs);
      for (const branch of branchData.branches) expect(code).not.toContain(branch.street.en);
    });
  }
});

describe('the inquiry form island', () => {
  it("is its page's language's island, and its props are the page and the button's words: no strings", () => {
    const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'" };
    let islands = 0;
    for (const file of builtPages(dist)) {
      const html = readFileSync(file, 'utf8');
      const name = relative(dist, file);
      const locale = /<html lang="(\w+)"/.exec(html)?.[1];
      for (const [, island, props] of html.matchAll(
        /<astro-island [^>]*component-url="\/_astro\/(InquiryForm\w*)\.[^"]*"[^>]*\bprops="([^"]*)"/g,
      )) {
        islands++;
        expect(island, name).toBe(locale === 'ar' ? 'InquiryFormAr' : 'InquiryFormEn');
        const keys = Object.keys(JSON.parse(props!.replace(/&(quot|amp|lt|gt|#39);/g, (e) => entities[e]!)) as object);
        expect(
          keys.filter((key) => !['page', 'submitLabel'].includes(key)),
          name,
        ).toEqual([]);
      }
    }
    // Ten sector pages and the contact page, in both languages.
    expect(islands).toBe(22);
  });
});
