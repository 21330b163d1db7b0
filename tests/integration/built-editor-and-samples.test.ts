/**
 * The built site (dist/, from `npm run build`) and decision 0028: nothing of the content editor
 * reaches the public pages, and sample partners are said to be samples where they are listed
 * (the partner finder) in both languages, and named neither on the home page nor in structured data.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import directory from '../../src/content/partner-directory.json' with { type: 'json' };
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };

const dist = join(process.cwd(), 'dist');
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}
const built = () => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  return files(dist).filter((f) => /\.(html|js|css|json|xml|txt)$/.test(f));
};
const samples = directory.partners.filter((p) => p.status === 'sample');

describe('the built site', () => {
  it('carries nothing of the content editor (no /keystatic route, script or config)', () => {
    const leaks = built().filter((f) => /keystatic/i.test(readFileSync(f, 'utf8')) || /keystatic/i.test(relative(dist, f)));
    expect(leaks.map((f) => relative(dist, f))).toEqual([]);
  });

  it("says on each sample partner's card that it is a sample, in both languages", () => {
    expect(samples.length).toBeGreaterThan(0);
    for (const [prefix, ui] of [
      ['', en],
      ['ar/', ar],
    ] as const) {
      const page = `${prefix}PartnersFinder.html`;
      const html = readFileSync(join(dist, page), 'utf8');
      const labels = html.match(/data-testid="sample-label"[^>]*>([^<]*)</g) ?? [];
      // A notice above the list alone let each card read as a real partner: every sample card says so.
      expect(labels, page).toHaveLength(samples.length);
      for (const l of labels) expect(l, page).toContain(ui.sample.label);
    }
  });

  it('names no sample partner on the home page, in either language (decision 0072)', () => {
    for (const [page, locale] of [
      ['index.html', 'en'],
      ['ar.html', 'ar'],
    ] as const) {
      const html = readFileSync(join(dist, page), 'utf8');
      for (const p of samples) expect(html.includes(p.name[locale]), `${page} names ${p.id}`).toBe(false);
      expect(html, page).not.toContain('data-testid="sample-caption"');
    }
  });

  it('names no sample partner in structured data', () => {
    for (const file of built().filter((f) => f.endsWith('.html'))) {
      const ld = [...readFileSync(file, 'utf8').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => m[1])
        .join('\n');
      for (const p of samples)
        expect(ld.includes(p.name.en) || ld.includes(p.name.ar), `${relative(dist, file)} names ${p.id}`).toBe(false);
    }
  });
});
