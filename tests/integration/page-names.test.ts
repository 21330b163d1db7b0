// One name per page over the built site (npm run build first; `npm test` builds before Vitest):
// a page's <title> without the brand suffix is its name, and its menu labels (header and
// footer), breadcrumb, hero eyebrow and the cards that link to it say that name or the short
// form declared in src/i18n/page-names.ts. A sector page's software card names the module it
// links to as the product page's side navigation does. docs/content/style-sheet.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { pageShortNames } from '../../src/i18n/page-names.ts';
import { pathFor } from '../../src/i18n/paths.ts';
import { routeKeys, type RouteKey } from '../../src/routes.ts';
import { site } from '../../src/site.config.ts';

const dist = join(import.meta.dirname, '../..', 'dist');
type Doc = ReturnType<typeof parseDocument>;
type El = Parameters<typeof DomUtils.getAttributeValue>[0];

const fileOf = (path: string): string => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const cache = new Map<string, Doc>();
function load(file: string): Doc {
  let doc = cache.get(file);
  if (!doc) cache.set(file, (doc = parseDocument(readFileSync(file, 'utf8'))));
  return doc;
}
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}
function localeFiles(locale: Locale): string[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing or incomplete: run `npm run build` first (npm test does).');
  return htmlFiles(dist).filter((f) => {
    const name = relative(dist, f);
    return !name.startsWith('_') && !name.startsWith('pagefind') && (name === 'ar.html' || name.startsWith('ar/')) === (locale === 'ar');
  });
}

const all = (test: (el: El) => boolean, root: Doc | El): El[] => DomUtils.findAll(test, 'children' in root ? root.children : []);
const isElement = (node: unknown): node is El => typeof node === 'object' && node !== null && 'name' in node && 'attribs' in node;
const classOf = (el: El): string[] => (DomUtils.getAttributeValue(el, 'class') ?? '').split(/\s+/);
/** Visible words of an element: the dropdown's one-line hints (<small>) and screen-reader-only text left out. */
function label(el: El): string {
  const parts: string[] = [];
  const walk = (node: El['children'][number]) => {
    if (node.type === 'text' && 'data' in node) parts.push(node.data);
    else if (isElement(node) && node.name !== 'small' && node.name !== 'svg' && !classOf(node).includes('sr-only'))
      node.children.forEach(walk);
  };
  el.children.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
const within = (el: El, names: string[]): boolean => {
  for (let p = el.parent; p; p = p.parent) if (isElement(p) && names.includes(p.name)) return true;
  return false;
};

describe.each(locales)('one name per page (%s)', (locale) => {
  const keyByPath = new Map(routeKeys.map((key) => [pathFor(key, locale), key]));
  const named = routeKeys.filter((key): key is Exclude<RouteKey, 'home'> => key !== 'home');
  const title = (key: RouteKey): string => {
    const text = DomUtils.textContent(all((el) => el.name === 'title', load(fileOf(pathFor(key, locale))))[0]!);
    expect(text.endsWith(` | ${site.brand}`), `${key}: "${text}" ends with the brand`).toBe(true);
    return text.slice(0, -` | ${site.brand}`.length);
  };
  const names = new Map<RouteKey, string[]>(
    named.map((key) => [key, [title(key), pageShortNames[locale][key]].filter((n): n is string => !!n)]),
  );
  const problems: string[] = [];
  const check = (where: string, key: RouteKey | undefined, said: string) => {
    if (!key || key === 'home' || said === '') return;
    const allowed = names.get(key) ?? [];
    if (!allowed.includes(said)) problems.push(`${where}: "${said}" for ${key}, named ${allowed.map((n) => `"${n}"`).join(' or ')}`);
  };
  const target = (href: string): { key: RouteKey | undefined; hash: string } => {
    const [path = '', hash = ''] = href.split('?')[0]!.split('#');
    return { key: keyByPath.get(path), hash };
  };

  it('declares only short forms that are part of the title', () => {
    for (const [key, short] of Object.entries(pageShortNames[locale]))
      expect(title(key as RouteKey).toLowerCase(), key).toContain(short.toLowerCase());
  });

  it('names each page the same in the header, footer, breadcrumbs, eyebrows and cards', () => {
    for (const file of localeFiles(locale)) {
      const doc = load(file);
      const where = relative(dist, file);
      // Menus: every link to a page in the header (desktop and collapsible) and the footer.
      // The primary action is worded as the action, not as the page it leads to (decision 0034).
      const isAction = (el: El) => DomUtils.getAttributeValue(el, 'data-cta') === 'primary';
      for (const a of all((el) => el.name === 'a' && within(el, ['header', 'footer']) && !isAction(el), doc))
        check(`${where} menu`, target(DomUtils.getAttributeValue(a, 'href') ?? '').key, label(a));
      // Cards and lists of pages: a link that is a heading, the site map's and the 404 page's page links.
      const listsPages = /^(ar\/)?(sitemap|404)\.html$/.test(where) || where === 'ar/404.html';
      for (const a of all((el) => el.name === 'a' && within(el, ['main']) && (within(el, ['h2', 'h3', 'h4']) || listsPages), doc)) {
        const { key, hash } = target(DomUtils.getAttributeValue(a, 'href') ?? '');
        if (!hash) check(`${where} card`, key, label(a));
      }
      // Breadcrumbs (JSON-LD): every crumb after Home.
      for (const script of all((el) => el.name === 'script' && DomUtils.getAttributeValue(el, 'type') === 'application/ld+json', doc)) {
        const ld = JSON.parse(DomUtils.textContent(script)) as {
          '@type'?: string;
          itemListElement?: Array<{ name: string; item: string }>;
        };
        if (ld['@type'] !== 'BreadcrumbList') continue;
        for (const crumb of ld.itemListElement ?? []) check(`${where} breadcrumb`, keyByPath.get(new URL(crumb.item).pathname), crumb.name);
      }
    }
    for (const key of named) {
      const eyebrow = all(
        (el) => el.name === 'p' && within(el, ['main']) && classOf(el).includes('uppercase') && classOf(el).includes('tracking-wider'),
        load(fileOf(pathFor(key, locale))),
      )[0];
      if (eyebrow) check(`${key} eyebrow`, key, label(eyebrow));
    }
    expect(problems).toEqual([]);
  });

  it("names each module on a sector page's software card as the product page's navigation does", () => {
    const moduleNames = (key: RouteKey, hash: string): string[] => {
      const doc = load(fileOf(pathFor(key, locale)));
      const tabs = all((el) => el.name === 'a' && classOf(el).includes('tabs-tab'), doc);
      const section = all((el) => DomUtils.getAttributeValue(el, 'id') === hash, doc)[0];
      // A group of sector modules lists each as "Name: what it does".
      const items = section
        ? all((el) => el.name === 'li', section)
            .map(label)
            .filter((t) => /^[^:]{1,40}:/.test(t))
            .map((t) => t.split(':')[0]!.trim())
        : [];
      const intro = DomUtils.getAttributeValue(tabs[0]!, 'href') === `#${hash}` ? (names.get(key) ?? []) : [];
      // A tab's name is its title; the section's outcome under it is a description, not a name.
      const tabName = (tab: El) => label(all((el) => classOf(el).includes('tabs-tab-title'), tab)[0] ?? tab);
      return [...tabs.filter((t) => DomUtils.getAttributeValue(t, 'href') === `#${hash}`).map(tabName), ...items, ...intro];
    };
    const found: string[] = [];
    for (const file of localeFiles(locale)) {
      for (const card of all((el) => el.name === 'li' && classOf(el).includes('software-item'), load(file))) {
        const heading = label(all((el) => el.name === 'h3', card)[0]!);
        const link = all((el) => el.name === 'a' && classOf(el).includes('software-details'), card)[0]!;
        const { key, hash } = target(DomUtils.getAttributeValue(link, 'href') ?? '');
        expect(key, `${relative(dist, file)} ${heading}`).toBeDefined();
        const allowed = hash ? moduleNames(key!, hash) : (names.get(key!) ?? []);
        if (!allowed.includes(heading))
          problems.push(
            `${relative(dist, file)}: card "${heading}" links to ${key}#${hash}, named ${allowed.map((n) => `"${n}"`).join(' or ')}`,
          );
        found.push(heading);
      }
    }
    expect(found.length).toBe(30);
    expect(problems).toEqual([]);
  });
});
