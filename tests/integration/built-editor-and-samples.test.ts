/**
 * The built site (dist/, from `npm run build`) and decision 0028: nothing of the content editor
 * reaches the public pages, and every sample partner is labelled as a sample wherever it appears
 * (home page strip, partner finder) in both languages, and named in no structured data.
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

  it('labels each sample partner as a sample on the home page and the partner finder, in both languages', () => {
    expect(samples.length).toBeGreaterThan(0);
    for (const [prefix, label] of [
      ['', en.sample.label],
      ['ar/', ar.sample.label],
    ] as const) {
      for (const page of [prefix ? 'ar.html' : 'index.html', `${prefix}PartnersFinder.html`]) {
        const html = readFileSync(join(dist, page), 'utf8');
        const labels = html.match(/data-testid="sample-label"[^>]*>([^<]*)</g) ?? [];
        expect(labels, page).toHaveLength(samples.length);
        for (const l of labels) expect(l, page).toContain(label);
      }
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
