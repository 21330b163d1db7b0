// The FAQ as built (npm run build first): every product page in both languages shows its own
// questions, then the shared ones, as written, and every fact an answer restates (its `sources`)
// is copy the site publishes on the page it comes from, so no answer rests on a sentence no page says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import claimData from '../../src/content/claims.json' with { type: 'json' };
import { faqFor, type FaqContent } from '../../src/content/schemas/faq.ts';
import { locales } from '../../src/i18n/locales.ts';
import { routes } from '../../src/routes.ts';

const dist = join(import.meta.dirname, '../../dist');
type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string };
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
/** Copy as a reader sees it: link labels without their route, claims filled in, one kind of space. */
const normal = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\(route:[A-Za-z]+\)/g, '$1')
    .replace(/\{(\w+)\}/g, (_, name: string) => String((claimData.claims as Record<string, { value: number }>)[name]?.value ?? `{${name}}`))
    .replaceAll('\u2060', '')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (node: Node): string => (node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(textOf).join(' '));
function built(path: string, locale: string): Node {
  const file = path === '/' ? (locale === 'en' ? 'index' : locale) : `${locale === 'en' ? '' : `${locale}/`}${path.slice(1)}`;
  return parseDocument(readFileSync(join(dist, `${file}.html`), 'utf8')) as unknown as Node;
}
function find(node: Node, test: (n: Node) => boolean): Node[] {
  return [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((c) => find(c, test))];
}

/** The page a source's folder is published on: `about` → /aboutus, `products/financial` → /FinancialSystems. */
const products = ['financial', 'distribution', 'hr', 'featured'] as const;
const pageOf: Record<string, string> = {
  about: routes.aboutus,
  home: routes.home,
  ...Object.fromEntries(products.map((p) => [`products/${p}`, routes[p]])),
};

/** The copy at a source, one string per item of a list. */
function copyAt(source: string, locale: string): string[] {
  const [folder = '', path = ''] = source.split(':');
  let value: unknown = read(`src/content/${folder}/${locale}.json`);
  for (const step of path.match(/[A-Za-z]+|\d+/g) ?? []) value = (value as Record<string, unknown> | undefined)?.[step];
  return (Array.isArray(value) ? value : [value]).map((v) => normal(String(v)));
}

describe.each(locales)('the FAQ as built (%s)', (locale) => {
  const faq = read(`src/content/faq/${locale}.json`) as FaqContent;
  const items = [...faq.shared.items, ...products.flatMap((p) => faq.products[p].items)];

  it.each(products)('%s shows its own questions, then the shared ones, as written', (product) => {
    const page = built(routes[product], locale);
    const intro = find(page, (n) => n.attribs?.class === 'faq-intro').map((n) => normal(textOf(n)));
    expect(intro).toEqual([normal(faqFor(faq, product).intro)]);
    const rows = find(page, (n) => n.name === 'details' && n.attribs?.['data-testid'] === 'faq-item');
    const shown = rows.map((row) => ({
      question: normal(textOf(find(row, (n) => n.name === 'summary')[0]!)),
      answer: normal(textOf(find(row, (n) => n.name === 'p')[0]!)),
      open: 'open' in (row.attribs ?? {}),
    }));
    const expected = faqFor(faq, product).items;
    expect(shown).toEqual(expected.map((item) => ({ question: normal(item.question), answer: normal(item.answer), open: false })));
  });

  it('restates only copy the site publishes: each source is on its own page', () => {
    const missing = items.flatMap((item) =>
      item.sources.flatMap((source) => {
        const page = pageOf[source.split(':')[0] ?? ''];
        if (!page) return [`${item.question}: ${source} is on no page this test knows`];
        const text = normal(textOf(built(page, locale)));
        return copyAt(source, locale)
          .filter((copy) => !text.includes(copy))
          .map((copy) => `${item.question}: ${source} ("${copy.slice(0, 40)}…") is not on ${page}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
