// The product screens' text in both languages (src/visuals/): percentages that read the same way
// in Arabic as in the KPI figures and never wrap alone, bracketed units kept on one line, chart
// labels that keep their word in Arabic, a home slide's screen framed as the product its eyebrow
// names, and sample parties that are not the company using the system.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import homeAr from '../../src/content/home/ar.json' with { type: 'json' };
import homeEn from '../../src/content/home/en.json' with { type: 'json' };
import uiAr from '../../src/i18n/ui/ar.json' with { type: 'json' };
import uiEn from '../../src/i18n/ui/en.json' with { type: 'json' };
import { locales } from '../../src/i18n/locales.ts';
import { printable } from '../../src/visuals/kit/printable.tsx';
import { Screen } from '../../src/visuals/kit/Screen.tsx';
import { screenNames } from '../../src/visuals/names.ts';
import { screens } from '../../src/visuals/screens/index.ts';
import type { ScreenName } from '../../src/visuals/names.ts';

const home = { en: homeEn, ar: homeAr };
const ui = { en: uiEn, ar: uiAr };
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
        expect(String(party)).toMatch(/Sample|المثال|C-\d+/);
      }
    }
  });

  it('a two-part field (the tenancy start in both calendars) is one line on the desktop window, a line a part on the phone canvas', () => {
    // Joined on the phone canvas, «01/01/2026 · 1447/07/12 AH» wrapped over three lines in its 130 px column (review 19).
    for (const locale of locales) {
      const spec = screens['tenancy-contract'](locale);
      const start = spec.blocks
        .flatMap((b) => (b.kind === 'fields' ? b.items : []))
        .find(([label]) => /^(Start|البداية)$/.test(label))?.[1];
      expect(Array.isArray(start), locale).toBe(true);
      const [gregorian, hijri] = start as readonly [string, string];
      const dd = (layout: 'desktop' | 'phone') =>
        /<dt>(?:Start|البداية)<\/dt><dd>(.*?)<\/dd>/.exec(renderToStaticMarkup(createElement(Screen, { spec, layout })))?.[1];
      expect(dd('desktop')).not.toContain('<br/>');
      expect(dd('desktop')).toContain(`${gregorian} · ${hijri}`);
      expect(dd('phone')?.split('<br/>')).toHaveLength(2);
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

  it("a home slide's screen is the product its eyebrow names, in its window's title and its module", () => {
    const products = ['financial', 'distribution', 'hr', 'featured'] as const;
    let framed = 0;
    for (const locale of locales) {
      const titles = products.map((key) => ui[locale].pages[key].title);
      for (const slide of home[locale].slider.slides) {
        if (!titles.includes(slide.eyebrow)) continue;
        framed++;
        const spec = screens[slide.image as ScreenName](locale);
        expect(spec.app, `${locale} ${slide.image}`).toBe(slide.eyebrow);
        // The breadcrumb starts at the module its sidebar marks.
        expect(spec.breadcrumb.split(' › ')[0], `${locale} ${slide.image}`).toBe(spec.nav[spec.active]);
      }
    }
    // The tax invoice (Financial Systems) and the stock screen (Distribution Systems), in both languages.
    expect(framed).toBe(4);
  });

  it('the equipment board dates its week by a Hijri date, labelled as one', () => {
    for (const locale of locales) {
      const fields = screens['operations-board'](locale).blocks.flatMap((b) => (b.kind === 'fields' ? b.items : []));
      expect(fields.map(([l]) => l)).toContain(locale === 'en' ? 'Hijri date' : 'التاريخ الهجري');
    }
  });
});
