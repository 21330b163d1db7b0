// The product pages' posting flow over the built site (npm run build first; `npm test` builds
// before Vitest): under each product page's panels, a title of its own and the family's documents
// drawn to the general ledger and on to its reports, in the page's language, then two labelled
// notes, who it is for first (ProductFit.tsx).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { terms } from '../../src/content/glossary-check.ts';
import { locales } from '../../src/i18n/locales.ts';
import { pathFor } from '../../src/i18n/paths.ts';

const dist = join(import.meta.dirname, '../..', 'dist');
const families = ['financial', 'distribution', 'hr', 'featured'] as const;
const ledger = terms.find((t) => t.id === 'general-ledger')!;
/** What a flow's last step is: reports, or the ledger's own financial statements. */
const reports = { en: /\b(reports?|statements)\b/i, ar: /(تقارير|تقرير|القوائم)/ };
/** The first note's label on every product page. */
const whoFor = { en: 'Who it is for', ar: 'لمن صُمّم' };

type El = ReturnType<typeof DomUtils.findAll>[number];
const text = (el: El) => DomUtils.textContent(el).replace(/\s+/g, ' ').trim();
const hasClass = (el: El, name: string) => (DomUtils.getAttributeValue(el, 'class') ?? '').split(/\s+/).includes(name);

function flowOf(path: string) {
  const doc = parseDocument(readFileSync(join(dist, `${path.slice(1)}.html`), 'utf8'));
  const row = DomUtils.findOne((el) => DomUtils.getAttributeValue(el, 'data-testid') === 'product-fit', doc.children);
  if (!row) throw new Error(`${path}: no product-fit row`);
  const heading = DomUtils.findOne((el) => el.name === 'h2', [row])!;
  const flow = DomUtils.findOne((el) => el.name === 'ol' && hasClass(el, 'posting-flow'), [row]);
  const steps = flow ? DomUtils.findAll((el) => el.name === 'li' && el.parent === flow, [flow]) : [];
  // Each step's title is its first line: the text before the line under it.
  const titles = steps.map((li) => {
    const line = DomUtils.findOne((el) => el.name === 'span' && hasClass(el, 'block'), [li]);
    return text(li)
      .slice(0, text(li).length - (line ? text(line).length : 0))
      .trim();
  });
  const links = flow ? DomUtils.findAll((el) => el.name === 'a', [flow]).map((a) => DomUtils.getAttributeValue(a, 'href')) : [];
  // The notes under the flow: each its label (the run-in <b>) and its text.
  const notes = DomUtils.findAll((el) => DomUtils.getAttributeValue(el, 'data-testid') === 'product-fit-note', [row]).map((p) => {
    const label = DomUtils.findOne((el) => el.name === 'b', [p]);
    return {
      label: label ? text(label) : '',
      text: text(p)
        .slice(label ? text(label).length : 0)
        .trim(),
    };
  });
  return { heading: text(heading), titles, steps, links, notes };
}

describe('the product pages’ posting flow', () => {
  for (const locale of locales) {
    it(`draws documents → ${ledger[locale]} → reports under a title of each page’s own (${locale})`, () => {
      const headings = new Set<string>();
      for (const family of families) {
        const path = pathFor(family, locale);
        const { heading, titles, steps, links } = flowOf(path);
        headings.add(heading);
        expect(steps.length, `${path}: steps`).toBeGreaterThanOrEqual(3);
        expect(titles.at(-2)?.toLowerCase(), `${path}: the step before the last`).toBe(ledger[locale].toLowerCase());
        expect(titles.at(-1), `${path}: the last step`).toMatch(reports[locale]);
        expect(titles.slice(0, -2).join(' '), `${path}: the documents before the ledger`).not.toMatch(reports[locale]);
        // Every step says what it does, in a line under its title.
        for (const li of steps)
          expect(
            DomUtils.findOne((el) => hasClass(el, 'block'), [li]),
            `${path}: ${text(li)}`,
          ).toBeTruthy();
        // The flow links the family to the others: the ledger's page, or from the ledger's page its sources.
        for (const f of family === 'financial' ? (['distribution', 'hr'] as const) : (['financial'] as const))
          expect(links, `${path}: links to ${f}`).toContain(pathFor(f, locale));
      }
      expect(headings.size, [...headings].join(' | ')).toBe(families.length);
    });

    it(`sets two labelled notes under each flow, who it is for first (${locale})`, () => {
      const firstLabels = new Set<string>();
      for (const family of families) {
        const path = pathFor(family, locale);
        const { notes } = flowOf(path);
        expect(notes.length, `${path}: notes`).toBe(2);
        for (const note of notes) {
          expect(note.label, `${path}: a note's label`).not.toBe('');
          expect(note.text.length, `${path}: ${note.label}`).toBeGreaterThan(20);
        }
        expect(notes[0]!.label, `${path}: two different labels`).not.toBe(notes[1]!.label);
        firstLabels.add(notes[0]!.label);
      }
      // The same first label on the four pages: who the family is for.
      expect([...firstLabels]).toEqual([whoFor[locale]]);
    });
  }
});
