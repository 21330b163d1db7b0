// The product screens' text in both languages (src/visuals/): percentages that read the same way
// in Arabic as in the KPI figures and never wrap alone, bracketed units kept on one line, chart
// labels that keep their word in Arabic, a menu's glossary term, and sample parties that are not
// the company using the system.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import glossary from '../../src/content/glossary.json' with { type: 'json' };
import { locales } from '../../src/i18n/locales.ts';
import { printable } from '../../src/visuals/kit/printable.tsx';
import { Screen } from '../../src/visuals/kit/Screen.tsx';
import { screenNames } from '../../src/visuals/names.ts';
import { screens } from '../../src/visuals/screens/index.ts';
import type { ScreenName } from '../../src/visuals/names.ts';

const markup = (value: string) => renderToStaticMarkup(createElement(Fragment, null, printable(value)));
const render = (name: ScreenName, locale: (typeof locales)[number]) =>
  renderToStaticMarkup(createElement(Screen, { spec: screens[name](locale) }));
/** The text runs of a rendered screen, between its tags, entities decoded. */
const textRuns = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((run) =>
      run
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'"),
    )
    .filter(Boolean);

describe('printable', () => {
  it('isolates a percentage in Arabic text left to right and ties it to the word before', () => {
    expect(markup('أقل من الموازنة بنسبة 3.2%')).toBe('أقل من الموازنة بنسبة\u00a0<span dir="ltr" class="figure">3.2%</span>');
    expect(markup('بانخفاض 3% عن الشهر الماضي')).toBe('بانخفاض\u00a0<span dir="ltr" class="figure">3%</span> عن الشهر الماضي');
    expect(markup('+4.1% on plan')).toBe('+4.1% on plan');
  });

  it('keeps a bracketed unit on one line, in both languages', () => {
    expect(markup('المبيعات وتكلفتها (ألف ر.س)')).toBe('المبيعات وتكلفتها (ألف\u00a0ر.س)');
    expect(markup('Sales and cost of sales (SAR thousand)')).toBe('Sales and cost of sales (SAR\u00a0thousand)');
  });
});

describe('every screen', () => {
  for (const name of screenNames) {
    for (const locale of locales) {
      it(`${name} (${locale}): no percentage inside Arabic words, no break inside brackets`, () => {
        const runs = textRuns(render(name, locale));
        expect(runs.filter((run) => /[\u0600-\u06ff]/.test(run) && /\d%/.test(run))).toEqual([]);
        expect(runs.filter((run) => /\([^()]* [^()]*\)/.test(run))).toEqual([]);
      });
    }
  }

  it('a range or a date and time without words keeps its order in Arabic: isolated left to right', () => {
    expect(render('student-fees', 'ar')).toContain('<dd><span dir="ltr">2026–2027</span></dd>');
    expect(render('trial-balance', 'ar')).toContain('<dd><span dir="ltr">01/01/2026 – 31/10/2026</span></dd>');
    expect(render('e-invoice', 'ar')).toContain('<dd><span dir="ltr">18/11/2026 10:42</span></dd>');
  });

  it('the tenant and the car-rental customer are other sample parties than the company on the title bar', () => {
    for (const locale of locales) {
      for (const [name, label] of [
        ['tenancy-contract', /^(Tenant|المستأجر)$/],
        ['rental-agreement', /^(Customer|العميل)$/],
      ] as const) {
        const spec = screens[name](locale);
        const fields = spec.blocks.flatMap((b) => (b.kind === 'fields' ? b.items : []));
        const party = fields.find(([l]) => label.test(l))?.[1];
        expect(party, `${name} ${locale}`).toBeDefined();
        expect(party).not.toBe(spec.company);
        expect(party).toMatch(/Sample|المثال|C-\d+/);
      }
    }
  });

  it("a chart's Arabic labels keep the word their English ones abbreviate (a week is «الأسبوع 48», not a bare 48)", () => {
    const charts = (name: ScreenName, locale: (typeof locales)[number]) =>
      screens[name](locale)
        .blocks.flatMap((b) => (b.kind === 'columns' ? b.blocks : [b]))
        .filter((b) => b.kind === 'chart');
    let worded = 0;
    for (const name of screenNames) {
      const [en, ar] = [charts(name, 'en'), charts(name, 'ar')];
      en.forEach((chart, i) =>
        chart.bars.forEach((bar, j) => {
          if (!/[A-Za-z]/.test(bar.label)) return;
          worded++;
          expect(ar[i]!.bars[j]!.label, `${name}: ${bar.label}`).toMatch(/[\u0600-\u06ff]/);
        }),
      );
    }
    expect(worded).toBeGreaterThan(0);
  });

  it("the sales menu's VAT returns say VAT as the glossary does, as the tax screen does", () => {
    const [en, ar] = [screens['e-invoice']('en').nav, screens['e-invoice']('ar').nav];
    const vat = glossary.terms.find((t) => t.id === 'vat')!.ar;
    expect(ar[en.indexOf('VAT returns')]).toBe(`إقرارات ${vat}`);
  });

  it('the equipment board dates its week by a Hijri date, labelled as one', () => {
    for (const locale of locales) {
      const fields = screens['operations-board'](locale).blocks.flatMap((b) => (b.kind === 'fields' ? b.items : []));
      expect(fields.map(([l]) => l)).toContain(locale === 'en' ? 'Hijri date' : 'التاريخ الهجري');
    }
  });
});
