/**
 * One stylesheet per page family (src/styles/pages/, decision 0087), checked over the built site
 * (npm run build first; `npm test` builds before Vitest): every page links exactly one, and
 * every class the page's HTML uses that a file of src/styles styles is styled by the page's own
 * sheet, so neither a component used on a page of another family nor a file that no family
 * imports can leave a page unstyled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { builtPages } from '../../support/built-pages.ts';

const dist = join(import.meta.dirname, '../../../dist');
const styles = join(import.meta.dirname, '../../../src/styles');

/** The class names a stylesheet's selectors name (`.lg\:grid-cols-3` is the class `lg:grid-cols-3`). */
function styledClasses(css: string): Set<string> {
  const withoutBodies = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...withoutBodies.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')));
}

function pageClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
}

const stylesheetHref = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;

it('every page links one stylesheet, which styles every class of the page that src/styles styles', () => {
  const sheets = new Map<string, Set<string>>();
  const classesOf = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, styledClasses(readFileSync(join(dist, href), 'utf8')));
    return sheets.get(href)!;
  };
  const pages = builtPages(dist).map((file) => {
    const html = readFileSync(file, 'utf8');
    return { page: relative(dist, file), hrefs: [...html.matchAll(stylesheetHref)].map((m) => m[1]!), classes: pageClasses(html) };
  });
  expect(pages.length).toBeGreaterThanOrEqual(56);
  expect(pages.filter((p) => p.hrefs.length !== 1).map((p) => `${p.page}: ${p.hrefs.length}`)).toEqual([]);
  const source = readdirSync(styles, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
  const anySheet = styledClasses(source.map((f) => readFileSync(join(styles, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).join('\n'));
  expect(anySheet.size).toBeGreaterThan(100);
  const unstyled = pages.flatMap(({ page, hrefs, classes }) =>
    [...classes].filter((c) => anySheet.has(c) && !classesOf(hrefs[0]!).has(c)).map((c) => `${page}: .${c}`),
  );
  expect(sheets.size, 'one sheet per page family').toBeGreaterThanOrEqual(5);
  expect(unstyled).toEqual([]);
});
