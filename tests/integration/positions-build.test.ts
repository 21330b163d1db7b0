/**
 * Job positions are content (decision 0028): a position added as a file appears, at the next
 * build, as a form option, its own page in both languages with one JobPosting, and a sitemap
 * entry; a closed or expired one appears nowhere. The real build (Astro's, in a child process)
 * with the content's positions plus tests/fixtures/positions/.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { positionsDir } from '../../src/content/positions.ts';
import { site } from '../../src/site.config.ts';
import { tempDir } from '../support/lead-app.ts';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };

const fixtures = join(import.meta.dirname, '../fixtures/positions');
let dist = '';

/** Builds the site with the position files of `sources` (folders), into a new folder; returns it. */
async function buildWith(...sources: string[]): Promise<string> {
  const root = tempDir('positions-build-');
  const positions = join(root, 'positions');
  mkdirSync(positions);
  for (const source of sources) cpSync(source, positions, { recursive: true });
  const out = join(root, 'dist');
  await promisify(execFile)('node_modules/.bin/node', ['tests/support/build-site.ts', out], {
    env: { ...process.env, POSITIONS_DIR: positions },
    maxBuffer: 16 * 1024 * 1024,
  });
  return out;
}

beforeAll(async () => {
  dist = await buildWith(positionsDir, fixtures);
}, 300_000);

/** The JSON-LD blocks of a page (Astro writes each as one script element). */
const jsonLdBlocks = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const page = (path: string) => readFileSync(join(dist, `${path}.html`), 'utf8');

describe('a position added in content', () => {
  it('has its own page in both languages, with one JobPosting naming it', () => {
    for (const prefix of ['', 'ar/']) {
      const jobs = (jsonLdBlocks(page(`${prefix}careers/fixture-analyst`)) as Array<Record<string, unknown>>).filter(
        (b) => b['@type'] === 'JobPosting',
      );
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ identifier: { value: 'fixture-analyst' }, url: `${site.origin}/${prefix}careers/fixture-analyst` });
    }
    expect(page('ar/careers/fixture-analyst').includes('محلل تجريبي'), 'Arabic title').toBe(true);
  });

  it('is an option of the application form on the overview and on every position page, and a tab', () => {
    for (const path of ['careers', 'ar/careers', 'careers/sales', 'careers/fixture-analyst'])
      expect(/<option value="fixture-analyst"[ >]/.test(page(path)), path).toBe(true);
    expect(page('careers').includes('id="fixture-analyst"'), 'tab panel').toBe(true);
  });

  it('is in sitemap.xml and the HTML site map', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${site.origin}/careers/fixture-analyst</loc>`);
    expect(sitemap).toContain(`<loc>${site.origin}/ar/careers/fixture-analyst</loc>`);
    expect(page('sitemap').includes('href="/careers/fixture-analyst"'), 'HTML site map').toBe(true);
  });
});

describe('a closed or expired position', () => {
  it('has no page, no option, no tab and no sitemap entry', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    for (const id of ['fixture-closed', 'fixture-expired']) {
      expect(existsSync(join(dist, `careers/${id}.html`)), id).toBe(false);
      expect(existsSync(join(dist, `ar/careers/${id}.html`)), id).toBe(false);
      expect(sitemap, id).not.toContain(`/careers/${id}<`);
      for (const path of ['careers', 'ar/careers', 'careers/fixture-analyst', 'sitemap'])
        expect(page(path).includes(id), `${id} in ${path}`).toBe(false);
    }
  });
});

describe('every position closed', () => {
  let empty = '';
  beforeAll(async () => {
    empty = await buildWith();
  }, 300_000);

  it('still builds: the careers page says so in both languages, with no tabs, no form and no position pages', () => {
    for (const [path, text] of [
      ['careers', en.forms.noOpenPositions],
      ['ar/careers', ar.forms.noOpenPositions],
    ] as const) {
      const html = readFileSync(join(empty, `${path}.html`), 'utf8');
      expect(html.includes(text), path).toBe(true);
      expect(html.includes('careers-tabs') || html.includes('application-form'), path).toBe(false);
    }
    expect(existsSync(join(empty, 'careers'))).toBe(false);
    expect(readFileSync(join(empty, 'sitemap.xml'), 'utf8')).not.toMatch(/\/careers\//);
  });
});
