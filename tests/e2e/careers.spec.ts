/**
 * The careers overview and the position pages, in both languages: the job postings' data, the
 * application form's place; and at 1280 px (decisions 0045 and 0056) the header marking Careers
 * on a position's page and a position's hero as a card of its facts, no drawn form. The
 * overview's tabs, heading and form are checked on forms.spec.ts's load of /careers.
 */
import { expect, test, type Page } from '@playwright/test';
import { positions } from '../support/positions.ts';
import { cv, pdf } from './application-form.ts';
import { hydrated } from './hydration.ts';

// The open positions as the content has them today (tab order), so a closed or renewed one changes no test.
const [first] = positions as [string, ...string[]];

const jobPostings = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')).filter((d) => d['@type'] === 'JobPosting'));

test('careers tab deep link by hash', async ({ page }) => {
  const target = positions.at(-1)!;
  await page.goto(`/careers#${target}`);
  await hydrated(page, 'careers-tabs');
  await expect(page.locator(`#${target}`)).toBeVisible();
});

/** A position's page at 1024 or 1280 px: where its text, the form's card and the hero's drawing stand. */
async function columns(page: Page, width: number) {
  const m = await page.evaluate(() => {
    const rtl = document.dir === 'rtl';
    const along = (el: Element) => {
      const r = el.getBoundingClientRect();
      return rtl ? { start: innerWidth - r.right, end: innerWidth - r.left } : { start: r.left, end: r.right };
    };
    const sidebar = document.querySelector('[data-testid="careers-sidebar"]')!;
    const card = sidebar.firstElementChild!;
    const text = document.querySelector('[data-testid^="requirements-"]')!.closest('.max-w-xl')!;
    // Title-like lines in the form's column: 18 px or more at weight 600 or more.
    const titles = [...sidebar.querySelectorAll('*')].filter((el) => {
      const s = getComputedStyle(el);
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      return own && parseFloat(s.fontSize) >= 18 && Number(s.fontWeight) >= 600 && el.getBoundingClientRect().height > 0;
    });
    return {
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      gutter: along(card).start - along(text).end,
      cardStart: along(card).start,
      cardEnd: along(card).end,
      heroPanel: along(document.querySelector('[data-testid="page-hero"] .hero-panel')!),
      titles: titles.map((el) => `${el.tagName}#${el.id}`),
      formName: document.querySelector('[data-testid="application-form"]')!.getAttribute('aria-labelledby'),
    };
  });
  const at = `${width} px`;
  // The grid's gap, 2.5rem, and what the 36rem measure leaves of its column (10 px at 1280).
  expect(m.gutter, `${at}: between the text and the form`).toBeLessThanOrEqual(2.5 * m.rem + 16);
  expect(Math.abs(m.cardStart - m.heroPanel.start), `${at}: the form's card starts under the drawing`).toBeLessThanOrEqual(1);
  expect(Math.abs(m.cardEnd - m.heroPanel.end), `${at}: and ends under it`).toBeLessThanOrEqual(1);
  expect(m.titles, `${at}: one heading in the form's column`).toEqual(['H2#application-heading']);
  expect(m.formName).toBe('application-heading');
}

/** /ar/careers/developers: C# and .NET read in order inside the Arabic requirement (decision 0070). */
async function codeNamesInOrder(page: Page) {
  const order = await page.getByTestId('requirements-developers').evaluate((list) => {
    // Screen x of one character of the first text node holding `term`: the glyphs' real order.
    const x = (term: string, at: number) => {
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const i = node.textContent?.indexOf(term) ?? -1;
        if (i < 0) continue;
        const range = document.createRange();
        range.setStart(node, i + at);
        range.setEnd(node, i + at + 1);
        return range.getBoundingClientRect().left;
      }
      return Number.NaN;
    };
    return { hashAfterC: x('C#', 1) > x('C#', 0), dotBeforeN: x('.NET', 0) < x('.NET', 1) };
  });
  expect(order).toEqual({ hashAfterC: true, dotBeforeN: true });
}

/**
 * Each position's page, loaded once at 1280 px in each language: its JobPosting and the form with
 * this position chosen, the header marking Careers; the developers' facts card (and, in Arabic,
 * C# and .NET in order); the first position's columns at 1280 px, then loaded at 1024 px (type is
 * measured, decision 0073).
 */
for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  // The facts card's figures are the developers' content: a closed position fails here, not silently.
  for (const position of new Set([...positions, 'developers'])) {
    test(`${prefix}/careers/${position} at 1280 px: its own page, JobPosting, the form with this position chosen, Careers current in the header${position === 'developers' ? `, the facts card${prefix ? ', C# and .NET in order' : ''}` : ''}${position === first ? ', the text filling its column at 1280 and 1024 px' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(`${prefix}/careers/${position}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/careers/${position}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', new RegExp(`/ar/careers/${position}$`));
      const jobs = await jobPostings(page);
      expect(jobs).toHaveLength(1);
      for (const field of [
        'title',
        'description',
        'identifier',
        'datePosted',
        'validThrough',
        'employmentType',
        'hiringOrganization',
        'jobLocation',
        'directApply',
      ])
        expect(jobs[0][field]).toBeTruthy();
      await expect(page.getByTestId('application-form').locator('[name="position"]')).toHaveValue(position);
      await expect(page.getByTestId('all-positions')).toHaveAttribute('href', `${prefix}/careers`);
      await test.step("the header marks Careers as current on a position's page", async () => {
        const careers = page.locator(`#menu a[href="${prefix}/careers"]`);
        await expect(careers).toHaveAttribute('aria-current', 'true');
        expect(await careers.evaluate((a) => getComputedStyle(a).boxShadow)).not.toBe('none');
      });
      if (position === 'developers') {
        await test.step("a position's hero is a facts card from its content and draws no form fields", async () => {
          const facts = page.getByTestId('position-facts');
          await expect(facts).toBeVisible();
          // Drawn inputs and a drawn send button next to the real apply button read as a live form.
          await expect(facts.locator('i, [class*="h-8"]')).toHaveCount(0);
          await expect(facts.getByText(locale === 'ar' ? 'إرسال الطلب' : 'Send application')).toHaveCount(0);
          const rows = facts.locator('dl > div');
          await expect(rows).toHaveCount(4);
          // developers.json: Cairo (the Egypt branch), full time, open until 2027-02-28.
          await expect(facts).toContainText(locale === 'ar' ? 'القاهرة' : 'Cairo');
          await expect(facts).toContainText(locale === 'ar' ? 'دوام كامل' : 'Full time');
          await expect(facts).toContainText('2027');
          // Each value one line; on Arabic pages the two dates also in the Hijri calendar, a second line.
          for (const [i, row] of (await rows.all()).entries()) {
            const hijri = prefix !== '' && i >= 2;
            const box = (await row.locator('dd').boundingBox())!;
            expect(box.height, await row.innerText()).toBeLessThan(hijri ? 64 : 40);
            if (hijri) await expect(row.locator('dd')).toContainText('1448 هـ');
          }
        });
        if (prefix) await test.step('C# and .NET read in order inside the Arabic requirement', () => codeNamesInOrder(page));
      }
      if (position === first) {
        await test.step("at 1280 px the text fills its column, the form under the hero's drawing with one heading", () =>
          columns(page, 1280));
        await page.setViewportSize({ width: 1024, height: 900 });
        await page.goto(`${prefix}/careers/${position}`);
        await test.step("at 1024 px the text fills its column, the form under the hero's drawing with one heading", () =>
          columns(page, 1024));
      }
    });
  }
}

test('position pages answer in any letter case with a redirect to the canonical path', async ({ request }) => {
  const response = await request.get(`/Careers/${first[0]!.toUpperCase()}${first.slice(1)}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`/careers/${first}`);
});

/** /ar/careers at 360 px: the CV button and status fit; a long Arabic file name is cut before its extension, bidi-isolated. */
async function longFileName(page: Page) {
  const { form, input, choose, status } = cv(page);
  const fits = (loc: typeof status) => loc.evaluate((el: HTMLElement) => el.scrollWidth <= el.clientWidth + 1);
  expect(await fits(choose)).toBe(true);
  expect(await fits(status)).toBe(true);
  await hydrated(page, 'application-form');
  const formWidth = (await form.boundingBox())?.width;
  const name = `${'السيرة الذاتية لعمر حسن — مهندس مبيعات أول في الرياض '.repeat(3)}2026.pdf`;
  await input.setInputFiles({ ...pdf, name });
  const fileName = status.getByTestId('cv-file-name');
  await expect(fileName).toHaveAttribute('title', name);
  await expect(fileName).toHaveAttribute('dir', 'auto');
  // The name is cut (an ellipsis), its extension and the size stay whole, nothing overflows the form.
  expect(
    await fileName
      .locator('span')
      .first()
      .evaluate((el: HTMLElement) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis'),
  ).toBe(true);
  await expect(fileName.locator('span').nth(1)).toHaveText('.pdf');
  await expect(status.getByTestId('cv-file-size')).toBeVisible();
  // The long name neither widens the form nor the page (the form is as wide as before).
  expect((await form.boundingBox())?.width).toBe(formWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const statusBox = await status.boundingBox();
  expect(statusBox && statusBox.x >= 0 && statusBox.x + statusBox.width <= 360).toBe(true);
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/careers: the form follows the positions on a phone${prefix ? ', the CV control fits and cuts a long file name' : ''}; why join us spans the page below both columns at 1280 px`, async ({
    page,
  }) => {
    const topOf = (testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/careers`);
    const why = page.getByTestId('careers-why');
    await expect(why.locator('li')).toHaveCount(4);
    // Positions, then the form, then why join us; the positions' lists closed rows, so the form
    // starts within ~1,600 px (it was 2,700) and the page is well under its former 5,700 (6,200).
    expect(await topOf('careers-tabs')).toBeLessThan(await topOf('careers-sidebar'));
    expect(await topOf('careers-sidebar')).toBeLessThan(prefix ? 1650 : 1500);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(prefix ? 5000 : 4600);
    expect(await topOf('application-form')).toBeLessThan(await topOf('careers-why'));
    await expect(page.locator('#why-heading')).toHaveClass(/heading-section/);
    if (prefix)
      await test.step('at 360 px the CV button and status fit, a long Arabic file name is cut before its extension', () =>
        longFileName(page));
    await page.setViewportSize({ width: 1280, height: 900 });
    const sidebar = (await page.getByTestId('careers-sidebar').boundingBox())!;
    const whyBox = (await why.boundingBox())!;
    const tabs = (await page.getByTestId('careers-tabs').boundingBox())!;
    expect(whyBox.y).toBeGreaterThan(sidebar.y + sidebar.height);
    // Wider than the main column: it is no longer beside the form.
    expect(whyBox.width).toBeGreaterThan(tabs.width + sidebar.width);
  });
}

for (const prefix of ['', '/ar'])
  for (const width of [360, 768, 1280])
    test(`${prefix}/careers at ${width} px: the hero counts the open positions by office, each office a card inside the hero, none crossing another, no position's title in it; each panel's terms each on one line; the positions' panels as wide as the tabs' rule${width === 768 ? '; the tabs in the first screen' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto(`${prefix}/careers`);
      const m = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect();
        const hero = box(document.querySelector('[data-testid="office-roles"]')!);
        const cards = [...document.querySelectorAll('[data-testid="office-role"]')].map((a) => {
          const r = box(a);
          return {
            name: a.textContent!,
            r,
            inside: r.left >= hero.left - 1 && r.right <= hero.right + 1,
            fits: a.scrollWidth <= a.clientWidth + 1,
          };
        });
        const crossed = cards.flatMap((c, i) =>
          cards.slice(i + 1).filter((d) => c.r.left < d.r.right && d.r.left < c.r.right && c.r.top < d.r.bottom && d.r.top < c.r.bottom),
        );
        const panel = box(document.querySelector('[role="tabpanel"]:not([hidden]) .feature-block')!);
        // Each term (place, contract, last day to apply) one line, whatever the width.
        const terms = [...document.querySelectorAll('[data-testid="position-terms"] > li')]
          .filter((li) => box(li).height > 0)
          .map((li) => ({ text: li.textContent!, height: box(li).height, line: parseFloat(getComputedStyle(li).lineHeight) }));
        return {
          cards: cards.map(({ name, inside, fits }) => ({ name, inside, fits })),
          crossed: crossed.length,
          hero: document.querySelector('[data-testid="office-roles"]')!.textContent!,
          titles: [...document.querySelectorAll('[role="tabpanel"] h2')].map((h) => h.textContent!),
          terms,
          rule: box(document.querySelector('[data-testid="careers-tabs"] [role="tablist"]')!).width,
          panel: panel.width,
          tabsBottom: box(document.querySelector('[data-testid="careers-tabs"] [role="tablist"]')!).bottom,
        };
      });
      expect(m.cards.length, 'a card an office with openings').toBeGreaterThan(0);
      for (const card of m.cards) expect(card, card.name).toMatchObject({ inside: true, fits: true });
      expect(m.crossed, 'cards crossing each other').toBe(0);
      // Review 17: the titles read twice on phones, in the hero's cards and then in the tabs.
      expect(m.titles).toHaveLength(positions.length);
      for (const title of m.titles) expect(m.hero, `"${title}" listed once, in its tab`).not.toContain(title);
      expect(m.terms.length, 'the shown panel has its terms').toBe(3);
      for (const term of m.terms) expect(term.height, `${term.text}: one line`).toBeLessThan(term.line * 1.5);
      expect(Math.abs(m.panel - m.rule), `panels ${m.panel} px under a ${m.rule} px rule`).toBeLessThanOrEqual(1);
      if (width === 768) expect(m.tabsBottom, "the hero leaves the tabs in a tablet's first screen").toBeLessThanOrEqual(1024);
    });

for (const prefix of ['', '/ar'])
  test(`${prefix}/careers at 360 px: an office in the hero opens its position's tab and brings the tabs into view`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/careers`);
    const last = positions.at(-1)!;
    await page.locator(`[data-testid="office-role"][href="#${last}"]`).click();
    await expect(page.locator(`#tab-${last}`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`#${last}`)).toBeVisible();
    await expect(page.getByTestId('careers-tabs').getByRole('tablist')).toBeInViewport();
  });
