/**
 * Site search (issue 14): the shared Arabic normaliser, the copy of a page Pagefind indexes,
 * and the index itself built with Pagefind's Node API from real pages of the build.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  arabicDisplayWords,
  decodeDisplayWords,
  encodeDisplayWords,
  normalizeArabic,
  normalizeArabicText,
  restoreArabic,
} from '../../src/search/normalize-arabic.ts';
import { prepareForIndex } from '../../scripts/build-search-index.ts';

describe('normalizeArabic', () => {
  it('removes diacritics and tatweel', () => {
    expect(normalizeArabic('الفَاتُورَةُ')).toBe(normalizeArabic('الفاتورة'));
    expect(normalizeArabic('ضَمَانٌ')).toBe('ضمان');
    expect(normalizeArabic('الرواتـــب')).toBe('الرواتب');
    expect(normalizeArabic('محاسبّة')).toBe(normalizeArabic('محاسبة'));
  });

  it('folds alif with hamza or madda to bare alif', () => {
    for (const form of ['إلكترونية', 'ألكترونية', 'آلكترونية', 'الكترونية']) {
      expect(normalizeArabic(form)).toBe('الكترونيه');
    }
    expect(normalizeArabic('الإلكترونية')).toBe(normalizeArabic('الالكترونيه'));
    expect(normalizeArabic('أسكون')).toBe('اسكون');
  });

  it('folds taa marbuta to haa and alif maqsura to yaa', () => {
    expect(normalizeArabic('الفاتورة')).toBe(normalizeArabic('الفاتوره'));
    expect(normalizeArabic('مستوى')).toBe(normalizeArabic('مستوي'));
    expect(normalizeArabic('على')).toBe('علي');
  });

  it('maps presentation forms to letters', () => {
    // ﻻ (U+FEFB, lam-alif ligature) and ﺿ (U+FEBF, initial dad)
    expect(normalizeArabic('\uFEFB')).toBe('لا');
    expect(normalizeArabic('\uFEBFمان')).toBe('ضمان');
  });

  it('leaves Latin text alone', () => {
    expect(normalizeArabic('Payroll and ZATCA e-invoicing')).toBe('Payroll and ZATCA e-invoicing');
    expect(normalizeArabicText('ZATCA الفاتورة 2024')).toBe('ZATCA الفاتوره 2024');
  });

  it('keeps one word for one word, so excerpts can be mapped back', () => {
    const text = 'خطابات الضَّمان وإصدار الفاتورة الإلكترونية، ومستوى الخدمة ـ';
    const normalized = normalizeArabicText(text);
    expect(normalized.split(/\s+/)).toHaveLength(text.split(/\s+/).length);
    const words = decodeDisplayWords(encodeDisplayWords(arabicDisplayWords(text)));
    expect(restoreArabic(normalized, words)).toBe(text);
    expect(restoreArabic('<mark>الالكترونيه</mark>، ومستوي', words)).toBe('<mark>الإلكترونية</mark>، ومستوى');
  });
});

describe('prepareForIndex', () => {
  const page = `<!doctype html><html lang="ar" dir="rtl"><head><title>الأنظمة المالية | ASCON</title><script>if (a < b) document.title = "الإلكترونية";</script></head>
<body><header><h2>القائمة</h2></header><main id="main" data-pagefind-body>
<section role="tabpanel" id="letters-of-guarantee"><h2 class="x">خطابات الضَّمان</h2><p>إصدار الفاتورة الإلكترونية</p></section>
<section id="tenders"><h2 id="tenders-heading">المناقصات</h2></section>
<article id="partner-nilein-soft"><h3>نيلين سوفت</h3><img src="a.png" alt=""><p>الخرطوم</p></article>
</main></body></html>`;

  it('normalises Arabic text and keeps the spellings as metadata', () => {
    const { html, spellings } = prepareForIndex(page);
    expect(html).toContain('<p>اصدار الفاتوره الالكترونيه</p>');
    expect(spellings.get('الالكترونيه')).toBe('الإلكترونية');
    expect(html).toContain('data-pagefind-meta="spellings[content]"');
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="الانظمه الماليه">');
  });

  it('leaves scripts untouched', () => {
    expect(prepareForIndex(page).html).toContain('if (a < b) document.title = "الإلكترونية";');
  });

  it('anchors headings without an id to their tab panel or card, and keeps existing ids', () => {
    const { html } = prepareForIndex(page);
    expect(html).toContain('<h2 id="letters-of-guarantee" class="x">');
    expect(html).toContain('<h2 id="tenders-heading">');
    expect(html).toContain('<h3 id="partner-nilein-soft">');
    expect(html).toContain('<h2>القائمه</h2>'); // no anchor outside a section
  });
});

// The built index (npm run build): checked when dist/ exists, as the e2e suite needs it anyway.
const dist = join(import.meta.dirname, '../../dist');
describe.runIf(existsSync(join(dist, 'pagefind/pagefind-entry.json')))('the built index', () => {
  it('has one index per language with every indexable page', async () => {
    const entry = JSON.parse(await readFile(join(dist, 'pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    // 21 routes and the privacy notice in each language; not the site map or the form outcomes.
    expect(entry.languages['en']?.page_count).toBe(22);
    expect(entry.languages['ar']?.page_count).toBe(22);
    const files = await readdir(join(dist, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'wasm.en.pagefind', 'wasm.ar.pagefind']));
    expect(files.some((f) => f.endsWith('.js.gz'))).toBe(true);
    expect(files).not.toContain('pagefind-ui.js');
  });

  it('bundles the dialog module the opener imports', async () => {
    const dialog = await readFile(join(dist, '_search/dialog.js'), 'utf8');
    expect(dialog).toContain('/pagefind/pagefind.js');
    expect(dialog.length).toBeLessThan(20_000);
  });
});
