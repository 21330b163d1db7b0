/**
 * The careers overview and the position pages, in both languages: one tab per open position, the
 * job postings' data, the application form's place; and at 1280 px (decisions 0045 and 0056) the
 * header marking Careers on a position's page, the heading in at most two lines (no position
 * cards since decision 0061), and a position's hero as a card of its facts, no drawn form.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { positions } from '../support/positions.ts';
import { textLines } from './page-checks/measure.ts';

// The open positions as the content has them today (tab order), so a closed or renewed one changes no test.
const [first, second] = positions as [string, ...string[]];

const jobPostings = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')).filter((d) => d['@type'] === 'JobPosting'));

for (const prefix of ['', '/ar']) {
  test(`${prefix}/careers at 1280 px: one tab per open position with requirements, each linking to its own page; Careers current in the header; the heading in two lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/careers`);
    await hydrated(page, 'careers-tabs');
    const tabs = page.getByTestId('careers-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(positions.length);
    await expect(page.locator(`#${first}`)).toBeVisible();
    await expect(page.getByTestId(`requirements-${first}`).locator('li').first()).toBeVisible();
    // Switching tabs needs a second open position; with one, its tab is the whole list.
    const last = second ?? first;
    if (second) {
      await tabs.nth(1).click();
      await expect(page.locator(`#${second}`)).toBeVisible();
      await expect(page.locator(`#${first}`)).toBeHidden();
    }
    // Google wants one posting per page: the overview has none, each position page one.
    expect(await jobPostings(page)).toHaveLength(0);
    await expect(page.getByTestId(`position-link-${last}`)).toHaveAttribute('href', `${prefix}/careers/${last}`);
    const file = page.locator('input[type="file"][name="file"]');
    await expect(file).toHaveAttribute('accept', /\.pdf/);
    await expect(page.locator('#application-file-hint')).toContainText(prefix ? 'PDF' : '5 MB');
    await test.step('the overview itself is the current page in the header', async () => {
      await expect(page.getByTestId('desktop-nav').locator(`a[href="${prefix}/careers"]`)).toHaveAttribute('aria-current', 'page');
    });
    await test.step('the careers heading fits two lines', async () => {
      expect(await textLines(page, 'main h1')).toBeLessThanOrEqual(2);
    });
  });
}

test('careers tab deep link by hash', async ({ page }) => {
  const target = positions.at(-1)!;
  await page.goto(`/careers#${target}`);
  await hydrated(page, 'careers-tabs');
  await expect(page.locator(`#${target}`)).toBeVisible();
});

for (const prefix of ['', '/ar']) {
  for (const position of positions) {
    test(`${prefix}/careers/${position}: its own page, JobPosting and the form with this position chosen`, async ({ page }) => {
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
    });
  }
}

test('/ar/careers/developers: C# and .NET read in order inside the Arabic requirement (decision 0070)', async ({ page }) => {
  await page.goto('/ar/careers/developers');
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
});

test("without JavaScript the overview's position select is required: its placeholder blocks sending", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/careers');
  const select = page.getByTestId('application-form').locator('[name="position"]');
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toBeDisabled();
  expect(await select.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
  await select.selectOption(first);
  expect(await select.evaluate((el: HTMLSelectElement) => el.validity.valid)).toBe(true);
  await context.close();
});

test('position pages answer in any letter case with a redirect to the canonical path', async ({ request }) => {
  const response = await request.get(`/Careers/${first[0]!.toUpperCase()}${first.slice(1)}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`/careers/${first}`);
});

for (const prefix of ['', '/ar']) {
  test(`${prefix}/careers: the form follows the positions on a phone; why join us spans the page below both columns`, async ({ page }) => {
    const topOf = (testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/careers`);
    const why = page.getByTestId('careers-why');
    await expect(why.locator('li')).toHaveCount(4);
    // Positions, then the form, then why join us.
    expect(await topOf('careers-tabs')).toBeLessThan(await topOf('careers-sidebar'));
    expect(await topOf('application-form')).toBeLessThan(await topOf('careers-why'));
    await expect(page.locator('#why-heading')).toHaveClass(/heading-section/);
    await page.setViewportSize({ width: 1280, height: 900 });
    const sidebar = (await page.getByTestId('careers-sidebar').boundingBox())!;
    const whyBox = (await why.boundingBox())!;
    const tabs = (await page.getByTestId('careers-tabs').boundingBox())!;
    expect(whyBox.y).toBeGreaterThan(sidebar.y + sidebar.height);
    // Wider than the main column: it is no longer beside the form.
    expect(whyBox.width).toBeGreaterThan(tabs.width + sidebar.width);
  });
}

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${prefix}/careers at 1280 px: the header marks Careers on a position's page; a position's facts card`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/careers/sales`);
    const careers = page.getByTestId('desktop-nav').locator(`a[href="${prefix}/careers"]`);
    await test.step("the header marks Careers as current on a position's page", async () => {
      await expect(careers).toHaveAttribute('aria-current', 'true');
      expect(await careers.evaluate((a) => getComputedStyle(a).boxShadow)).not.toBe('none');
    });

    await page.goto(`${prefix}/careers/developers`);
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
      for (const row of await rows.all()) {
        const box = (await row.locator('dd').boundingBox())!;
        expect(box.height, await row.innerText()).toBeLessThan(40);
      }
    });
  });
}

/**
 * The careers columns on the hero's grid (decision 0073): at 1024 and 1280 px the position's text
 * fills its column (before the form no more than the grid's 2.5rem gap and 16 px), the form's card
 * stands under the hero's drawing on one edge, and the form column carries one heading, which
 * names the form. Loaded at each width: type is measured.
 */
for (const prefix of ['', '/ar'])
  test(`${prefix}/careers/${first} at 1024 and 1280 px: the text fills its column, the form under the hero's drawing with one heading`, async ({
    page,
  }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/careers/${first}`);
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
  });
