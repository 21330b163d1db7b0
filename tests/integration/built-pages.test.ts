// Standards over the built site (npm run build first; `npm test` builds before Vitest):
// html-validate with .htmlvalidate.mjs over every page, and every JSON-LD block parsed and
// checked for what search engines need. docs/decisions/0018-structured-data-and-validation.md
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-pages.ts';
import { positions } from '../support/positions.ts';
import { standardSectorCounts } from '../../src/content/schemas/sector.ts';
import { routes } from '../../src/routes.ts';
import { organizationId } from '../../src/lib/seo.ts';
import { site } from '../../src/site.config.ts';

const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');

const pages = () => builtPages(dist);

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string };
function jsonLdBlocks(html: string): unknown[] {
  const found: unknown[] = [];
  const walk = (node: Node) => {
    if (node.name === 'script' && node.attribs?.['type'] === 'application/ld+json')
      found.push(JSON.parse((node.children ?? []).map((c) => c.data ?? '').join('')));
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseDocument(html) as unknown as Node);
  return found;
}

type Ld = Record<string, unknown> & { '@type'?: string };

describe('the built pages', () => {
  it('define every design token the search dialog’s own stylesheet uses (it loads apart from the site’s CSS)', () => {
    const siteCss = readdirSync(join(dist, '_astro'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(dist, '_astro', f), 'utf8'))
      .join('');
    const used = [...new Set(readFileSync(join(dist, '_search/dialog.css'), 'utf8').match(/var\(--[\w-]+/g))].map((v) => v.slice(4));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((token) => !siteCss.includes(`${token}:`))).toEqual([]);
  });

  it('pass html-validate (recommended preset, .htmlvalidate.mjs) with no errors', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const file of pages()) {
      const report = await validator.validateFile(file);
      for (const result of report.results)
        for (const m of result.messages as Message[])
          problems.push(`${relative(dist, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(pages().length).toBeGreaterThanOrEqual(50);
    expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
  }, 300_000);

  it('carry no style attribute: the CSP (style-src without unsafe-inline) drops it in production', () => {
    const styled = pages().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<[a-z][^>]*\sstyle=["'][^"']*/gi)].map(
        (m) => `${relative(dist, file)}: ${m[0].slice(0, 120)}`,
      ),
    );
    expect(pages().length).toBeGreaterThanOrEqual(50);
    expect(styled).toEqual([]);
  });

  it('carry JSON-LD that parses; the pages about the company carry the one Organization, the others do not repeat it', () => {
    const organizationPages = new Set(['index.html', 'ar.html', 'aboutus.html', 'ar/aboutus.html', 'contact.html', 'ar/contact.html']);
    for (const file of pages()) {
      const blocks = jsonLdBlocks(readFileSync(file, 'utf8')) as Ld[];
      const name = relative(dist, file);
      for (const block of blocks) {
        expect(block['@context'], name).toBe('https://schema.org');
        expect(typeof block['@type'], name).toBe('string');
        expect(block, name).not.toHaveProperty('inLanguage');
      }
      const orgs = blocks.filter((b) => b['@type'] === 'Organization');
      for (const org of orgs) {
        expect(org['@id'], name).toBe(organizationId);
        expect(org['url'], name).toBe(`${site.origin}/`);
      }
      const main = orgs.find((o) => Array.isArray(o['contactPoint']));
      if (!organizationPages.has(name)) {
        // Decision 0021: ~600 bytes a page that Google reads from the home page anyway.
        expect(main, name).toBeUndefined();
        continue;
      }
      expect(main, name).toBeDefined();
      const points = main!['contactPoint'] as Array<{ telephone: string; areaServed: string[] }>;
      // One ContactPoint per branch: each with its own number and countries.
      expect(new Set(points.map((p) => p.telephone)).size, name).toBe(points.length);
      expect(
        points.filter((p) => p.telephone.startsWith('+966')),
        name,
      ).toHaveLength(1);
    }
  });

  it('give each position its own page with one complete JobPosting, in both languages', () => {
    for (const prefix of ['', 'ar/']) {
      for (const position of positions) {
        const file = join(dist, `${prefix}careers/${position}.html`);
        expect(existsSync(file), file).toBe(true);
        const jobs = (jsonLdBlocks(readFileSync(file, 'utf8')) as Ld[]).filter((b) => b['@type'] === 'JobPosting');
        expect(jobs).toHaveLength(1);
        const job = jobs[0]!;
        expect(job['identifier']).toMatchObject({ '@type': 'PropertyValue', value: position });
        expect(job['directApply']).toBe(true);
        expect(job['url']).toBe(`${site.origin}/${prefix}careers/${position}`);
        expect(job['hiringOrganization']).toMatchObject({ '@id': organizationId });
        const address = (job['jobLocation'] as { address: Record<string, string> }).address;
        expect(address['streetAddress']).toBeTruthy();
        expect(address['postalCode']).toMatch(/^\d{5}$/);
        expect(address['addressCountry']).toMatch(/^[A-Z]{2}$/);
        expect(job['validThrough']).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59[+-]\d{2}:\d{2}$/);
      }
      // The overview carries none: Google wants one posting per page.
      const overview = jsonLdBlocks(readFileSync(join(dist, `${prefix}careers.html`), 'utf8')) as Ld[];
      expect(overview.filter((b) => b['@type'] === 'JobPosting')).toEqual([]);
    }
  });

  it('have a description search engines show whole, an image description for link previews, and the icons browsers ask for', () => {
    for (const file of pages()) {
      const html = readFileSync(file, 'utf8');
      expect(html, relative(dist, file)).toMatch(/<meta property="og:image:alt" content="[^"]{20,}"/);
      // Search engines cut descriptions at about 160 characters.
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length, relative(dist, file)).toBeLessThanOrEqual(160);
    }
    expect(readFileSync(join(dist, 'favicon.ico')).readUInt16LE(2)).toBe(1);
    expect(readFileSync(join(dist, 'apple-touch-icon.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it("hydrate islands through Astro's own runtime, on interaction (the home slider when idle, its showcase tabs on interaction)", () => {
    let islandPages = 0;
    for (const file of pages()) {
      const html = readFileSync(file, 'utf8');
      if (!html.includes('<astro-island')) continue;
      islandPages++;
      const name = relative(dist, file);
      const clients = [...html.matchAll(/<astro-island [^>]*\bclient="([^"]+)"/g)].map((m) => m[1]);
      const expected = name === 'index.html' || name === 'ar.html' ? ['idle', 'interaction'] : ['interaction'];
      expect(new Set(clients), name).toEqual(new Set(expected));
      // No island or renderer module is preloaded: nothing of them is fetched before the directive asks.
      expect(html, name).not.toMatch(/<link rel="modulepreload"/);
    }
    expect(islandPages).toBeGreaterThanOrEqual(30);
  });

  it('link every sector Details link to a product section that exists, in the same language', () => {
    const sectorFiles = [...Object.keys(standardSectorCounts), 'construction', 'maintenance', 'pharmacy'].map((key) =>
      routes[key as keyof typeof routes].slice(1),
    );
    let links = 0;
    for (const prefix of ['', 'ar/']) {
      for (const file of sectorFiles) {
        const html = readFileSync(join(dist, `${prefix}${file}.html`), 'utf8');
        const hrefs = [
          ...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-testid="details-link"|<a [^>]*data-testid="details-link"[^>]*href="([^"]+)"/g),
        ].map((m) => m[1] ?? m[2]!);
        expect(hrefs, `${prefix}${file}`).toHaveLength(3);
        for (const href of hrefs) {
          const [path, id] = href.split('#');
          expect(href, `${prefix}${file}`).toMatch(new RegExp(`^/${prefix}[A-Za-z]+#[a-z-]+$`));
          const target = readFileSync(join(dist, `${path!.slice(1)}.html`), 'utf8');
          // The section is a tab panel of the product page's side navigation.
          expect(target, `${prefix}${file} → ${href}`).toMatch(new RegExp(`<section role="tabpanel" id="${id}"`));
          links++;
        }
      }
    }
    expect(links).toBe(2 * sectorFiles.length * 3);
  });

  it('list every indexable page with a lastmod in sitemap.xml, and let robots.txt reach /sent', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const urls = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(urls.length).toBe(2 * (21 + positions.length + 2));
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const position of positions) expect(sitemap).toContain(`<loc>${site.origin}/ar/careers/${position}</loc>`);
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).not.toMatch(/sent/);
  });
});
