/**
 * Site search (decision 0011): the shared Arabic normaliser, the copy of a page Pagefind indexes,
 * and the index itself built with Pagefind's Node API from real pages of the build.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeArabic, normalizeArabicText, normalizeArabicWord } from '../../src/search/normalize-arabic.ts';
import { prepareForIndex } from '../../scripts/search/prepare-for-index.ts';
import { positions } from '../support/positions.ts';
import { excerpt, prepareQuery } from '../../src/search/engine.ts';
import { optionAfterKey } from '../../src/search/listbox-keys.ts';

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
    expect(normalizeArabicText('ZATCA الفاتورة 2024')).toBe('ZATCA فاتوره 2024');
  });

  it('removes the article and the prefixes attached to it, before folding hamza', () => {
    for (const word of ['الضمان', 'والضمان', 'بالضمان', 'للضمان', 'وللضمان', 'فالضمان', 'ضمان', 'ضَمان']) {
      expect(normalizeArabicWord(word), word).toBe('ضمان');
    }
    // إلكترونية starts with a hamza alif, not the article: it keeps its letters.
    for (const word of ['الإلكترونية', 'إلكترونية', 'الالكترونيه', 'الإلكترونيـة']) {
      expect(normalizeArabicWord(word), word).toBe('الكترونيه');
    }
    expect(normalizeArabicWord('إلى')).toBe('الي'); // too short to hold an article
    expect(normalizeArabicWord('لوجستي')).toBe('لوجستي'); // single-letter prefixes are the stemmer's
  });

  it('keeps one word for one word, so the indexed text lines up with the page', () => {
    const text = 'خطابات الضَّمان وإصدار الفاتورة الإلكترونية، ومستوى الخدمة ـ ZATCA';
    const normalized = normalizeArabicText(text);
    expect(normalized.split(/\s+/)).toHaveLength(text.split(/\s+/).length);
    expect(normalized).toBe('خطابات ضمان واصدار فاتوره الكترونيه، ومستوي خدمه ـ ZATCA');
  });

  it('normalises queries the same way as the index', () => {
    expect(prepareQuery('  الفاتورة الإلكترونية ')).toBe(prepareQuery('فاتوره الالكترونيه'));
    expect(prepareQuery('Payroll')).toBe('Payroll');
  });
});

describe('excerpt', () => {
  const text =
    'One. Two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five <b>& last'.split(
      ' ',
    );
  it('cuts about 24 words around the matches and marks them, escaped', () => {
    const html = excerpt(text, [10, 11], 1);
    expect(html.startsWith('… four five')).toBe(true);
    expect(html).toContain('ten <mark>eleven</mark> <mark>twelve</mark> thirteen');
    expect(html.split(' ').length).toBeLessThanOrEqual(27);
    expect(excerpt(text, [26], 0)).toContain('&lt;b&gt;&amp; <mark>last</mark>');
  });
  it('never starts before the section', () => {
    expect(excerpt(text, [2], 1).startsWith('Two <mark>three</mark> four')).toBe(true);
  });
});

describe('prepareForIndex', () => {
  const page = `<!doctype html><html lang="ar" dir="rtl"><head><title>الأنظمة المالية | ASCON</title><script>if (a < b) document.title = "الإلكترونية";</script></head>
<body><header><h2>القائمة</h2></header><main id="main" data-pagefind-body>
<section role="tabpanel" id="letters-of-guarantee"><h2 class="x">خطابات الضَّمان</h2><p>إصدار الفاتورة الإلكترونية</p></section>
<section id="tenders"><h2 id="tenders-heading">المناقصات</h2></section>
<article id="partner-nilein-soft"><h3>نيلين سوفت</h3><img src="a.png" alt=""><p>الخرطوم</p></article>
</main></body></html>`;

  it('normalises Arabic text, and keeps the page title as written as `page`', () => {
    const html = prepareForIndex(page, { normalize: true });
    expect(html).toContain('<p>اصدار فاتوره الكترونيه</p>');
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="انظمه ماليه">');
    expect(html).toContain('<meta data-pagefind-meta="page[content]" content="الأنظمة المالية">');
    // Pagefind indexes metadata: the text as written goes into the fragments after indexing.
    expect(html).not.toContain('original[content]');
  });

  it('without normalising (the first pass), indexes the page as written', () => {
    const html = prepareForIndex(page, { normalize: false });
    expect(html).toContain('<p>إصدار الفاتورة الإلكترونية</p>');
  });

  it('keeps a word break where text runs into a tag (a label over its description), and none before punctuation', () => {
    const html = prepareForIndex(
      '<html><head></head><body><li><span>Payroll run<span class="block">Calculated</span></span></li><figcaption><span>Cost</span>Each line</figcaption><a>link</a>, then</body></html>',
      { normalize: false },
    );
    expect(html).toContain('Payroll run <span class="block">Calculated');
    expect(html).toContain('Cost </span>Each line');
    expect(html).toContain('link</a>, then');
  });

  it('keeps a word break between blocks Pagefind does not part (a link over its description, <dt>/<dd>, <th>), and none before punctuation', () => {
    const html = prepareForIndex(
      '<html><head></head><body><li><span><a href="/FinancialSystems">General ledger</a><span class="block">Approved payroll</span></span></li>' +
        '<dl><dt>Location</dt><dd>Dubai</dd><dt>Phone</dt><dd><a>+971 4</a></dd></dl><table><tr><th>Level</th><th>Territory</th></tr></table>' +
        '<p><a>الأستاذ العام</a><span>تُرحَّل القيود</span></p><p><b>Cost</b>, <em>then</em>; <a>link</a>.</p></body></html>',
      { normalize: false },
    );
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain('General ledger Approved payroll');
    expect(text).toContain('Location Dubai Phone +971 4');
    expect(text).toContain('Level Territory');
    expect(text).toContain('الأستاذ العام تُرحَّل القيود');
    expect(text).toContain('Cost, then; link.');
  });

  it('leaves scripts untouched', () => {
    expect(prepareForIndex(page, { normalize: true })).toContain('if (a < b) document.title = "الإلكترونية";');
  });

  it('anchors headings without an id to their tab panel or card, and keeps existing ids', () => {
    const html = prepareForIndex(page, { normalize: true });
    expect(html).toContain('<h2 id="letters-of-guarantee" class="x">');
    expect(html).toContain('<h2 id="tenders-heading">');
    expect(html).toContain('<h3 id="partner-nilein-soft">');
    expect(html).toContain('<h2>قائمه</h2>'); // no anchor outside a section
  });
});

// The built index: `npm test` builds before Vitest runs. Without a build these fail with the
// fix rather than skipping silently.
const dist = join(import.meta.dirname, '../../dist');
describe('the built index', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'pagefind/pagefind-entry.json'))) {
      throw new Error('dist/pagefind is missing: run `npm run build` before these tests');
    }
  });

  it('has one index per language with every indexable page', async () => {
    const entry = JSON.parse(await readFile(join(dist, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    // 21 routes, the job positions' pages and the privacy notice in each language; not the site
    // map or the form outcomes.
    expect(entry.languages['en']?.page_count).toBe(22 + positions.length);
    expect(entry.languages['ar']?.page_count).toBe(22 + positions.length);
    const files = await readdir(join(dist, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'wasm.en.pagefind', 'wasm.ar.pagefind']));
    expect(files.some((f) => f.endsWith('.js.gz'))).toBe(true);
    expect(files).not.toContain('pagefind-ui.js');
  });

  it('ships Arabic result fragments with the text as written only (the index holds the normalised words)', async () => {
    const dir = join(dist, 'pagefind/fragment');
    const fragments = await Promise.all(
      (await readdir(dir))
        .filter((f) => f.startsWith('ar_'))
        .map(
          async (f) =>
            JSON.parse(
              gunzipSync(await readFile(join(dir, f)))
                .toString('utf8')
                .slice('pagefind_dcd'.length),
            ) as { url: string; content: string; meta: Record<string, string> },
        ),
    );
    const financial = fragments.find((f) => f.url === '/ar/FinancialSystems');
    // The build checked that both texts have the same words before replacing one by the other.
    expect(financial?.content).toContain('خطابات الضمان');
    expect(financial?.content).not.toContain('خطابات ضمان');
    expect(financial?.meta['original']).toBeUndefined();
    expect(financial?.meta['page']).toBe('الأنظمة المالية');
  });

  it('holds no words run together across blocks (review 18: "General ledgerApproved payroll")', async () => {
    const dir = join(dist, 'pagefind/fragment');
    const glued: string[] = [];
    const contents = new Map<string, string>();
    for (const name of await readdir(dir)) {
      const { url, content } = JSON.parse(
        gunzipSync(await readFile(join(dir, name)))
          .toString('utf8')
          .slice('pagefind_dcd'.length),
      ) as { url: string; content: string };
      contents.set(url, content);
      // A lower-case letter run into a capital: no word of the site's copy is spelled so but a
      // cookie's name and a street's.
      for (const m of content.replaceAll(/langHint|CityWest/g, '').matchAll(/\p{Ll}\p{Lu}/gu))
        glued.push(`${url}: …${content.slice(Math.max(0, m.index - 20), m.index + 20)}…`);
    }
    expect(glued).toEqual([]);
    // Arabic has no capitals to tell: the posting flow's step and its line, apart.
    expect(contents.get('/HumanResources')).toContain('General ledger Approved payroll');
    expect(contents.get('/ar/HumanResources')).toContain('الأستاذ العام تُرحَّل');
  });

  it('bundles the dialog module the opener imports', async () => {
    const dialog = await readFile(join(dist, '_search/dialog.js'), 'utf8');
    expect(dialog).toContain('/pagefind/pagefind.js');
    expect(dialog.length).toBeLessThan(20_000);
  });
});

describe('the result list keyboard model', () => {
  it('arrows wrap, Home/End act once an option is active, nothing moves in an empty list', () => {
    expect(optionAfterKey('ArrowDown', -1, 3)).toBe(0);
    expect(optionAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(optionAfterKey('ArrowUp', -1, 3)).toBe(2);
    expect(optionAfterKey('ArrowUp', 1, 3)).toBe(0);
    expect(optionAfterKey('Home', -1, 3)).toBeUndefined();
    expect(optionAfterKey('End', 0, 3)).toBe(2);
    expect(optionAfterKey('Home', 2, 3)).toBe(0);
    expect(optionAfterKey('ArrowDown', -1, 0)).toBeUndefined();
    expect(optionAfterKey('Enter', 0, 3)).toBeUndefined();
  });
});
