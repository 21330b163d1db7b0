// What the form islands' chunks carry to the browser (npm run build first; `npm test` builds
// before Vitest). The business claims and branches are build-time data: the pages print them,
// no island reads them, so their JSON must not ride along in an island's JavaScript.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import claimData from '../../src/content/claims.json' with { type: 'json' };
import branchData from '../../src/content/branches.json' with { type: 'json' };

const astroDir = join(import.meta.dirname, '../../dist/_astro');

function chunk(island: string): string {
  if (!existsSync(astroDir)) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const file = readdirSync(astroDir).find((name) => name.startsWith(`${island}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${island} chunk in dist/_astro`);
  return readFileSync(join(astroDir, file), 'utf8');
}

describe('form island chunks', () => {
  for (const island of ['InquiryForm', 'ApplicationForm']) {
    it(`${island} carries neither claims.json nor branches.json`, () => {
      const code = chunk(island);
      // Texts only the data files hold: what each claim still needs, each branch's street.
      for (const claim of Object.values(claimData.claims)) expect(code).not.toContain(claim.needs);
      for (const branch of branchData.branches) expect(code).not.toContain(branch.street.en);
    });
  }
});
