/**
 * /contact (decisions 0036, 0045 and 0050) in both languages, one load per width: each branch's
 * days and hours in its own time zone, the branches first on a phone, listed once, the same folded
 * rows at 768 px with the form beside them and the hero's call to action to it, the cards open at 1280 px, the travelling form
 * column (the 1280 px load re-laid out at 1024 px); the branch map drawn as one card of land dots
 * with solid links, its labels 11 px or more on the card, off the links, each other and the dots
 * at 360, 768, 1024 and 1280 px,
 * the branches' shared website named once, and each branch's hours in at most two lines at
 * 1280 px; the map's five branches placed by geography (not mirrored in Arabic) and named in the
 * page's language. Also the home page's partner strip.
 */
import { expect, test, type Page } from '@playwright/test';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import contactAr from '../../src/content/contact/ar.json' with { type: 'json' };
import contactEn from '../../src/content/contact/en.json' with { type: 'json' };
import { strings } from './pages.ts';
import { labelsOnLinks, mapLabelsReadable } from './page-checks/hero-geometry.ts';

for (const prefix of ['', '/ar']) {
  test(`${prefix}/: the partner strip shows the directory's confirmed partners and no other company`, async ({ page }) => {
    await page.goto(prefix || '/');
    const names = await page
      .locator('[data-section="partners"] [data-testid="proof-name"]')
      .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    const lang = prefix ? 'ar' : 'en';
    const confirmed = partnerData.partners.filter((p) => p.status === 'confirmed');
    expect([...names].sort()).toEqual(confirmed.map((p) => p.name[lang]).sort());
    if (names.length > 0) expect(names[0], 'platinum first').toBe(confirmed.find((p) => p.tier === 'platinum')?.name[lang]);
    await expect(page.locator('body')).not.toContainText(/Nakheel|Tamdeen|Rawabi|Trusted by/);
  });
}

/** Each branch shows its own days and hours in its own time zone. */
async function branchHours(page: Page, prefix: string) {
  const hours = page.getByTestId('branch-hours');
  await expect(hours).toHaveCount(branchData.branches.length);
  const zones = await hours.evaluateAll((els) => els.map((el) => el.getAttribute('data-time-zone')));
  expect(zones.sort()).toEqual(branchData.branches.map((b) => b.hours.timeZone).sort());
  // Each clock time is an LTR isolate; Arabic says «من 8:00 إلى 17:00» so the range reads in
  // order from the right (tests/e2e/typography.spec.ts checks the order on screen).
  const times = await hours.locator('bdi[dir="ltr"]').allTextContents();
  expect(times).toHaveLength(2 * branchData.branches.length);
  for (const time of times) expect(time).toMatch(/^\d{1,2}:\d{2}$/);
  // No-break spaces (Arabic) and a word joiner after the dash (English) keep the range on one line.
  const range = prefix ? 'من\u00a08:00\u00a0إلى\u00a017:00' : '8:00–\u206017:00';
  const riyadh = hours
    .filter({ has: page.getByTestId('branch-time').getByText(range, { exact: true }) })
    .and(page.locator('[data-time-zone="Asia/Riyadh"]'));
  await expect(riyadh).toContainText(prefix ? 'من الأحد إلى الخميس' : 'Sunday to Thursday');
  await expect(riyadh).toContainText(prefix ? 'بتوقيت الرياض' : 'Riyadh time');
}

/**
 * On a phone the page opens on the branches, listed once: under the map, before the form, a row
 * per branch (head office first) naming its country and city beside its main number, a
 * tap-to-call link whose text is the number alone, outside the row's summary; the rest of the
 * branch opens on demand. The hero's jump to the form is gone (the form starts within a screen
 * and a half). The form's intro (what to write, who replies) comes under its heading, before the
 * fields, and nothing about writing follows the button.
 */
async function phoneBranchesFirst(page: Page, prefix: string) {
  const lang = prefix ? 'ar' : 'en';
  const content = prefix ? contactAr : contactEn;
  await expect(page.getByTestId('page-hero').locator('a[href="#inquiry"]')).toBeHidden();
  const rows = page.locator('[data-testid="branches"] > *');
  const ordered = branchData.branches.toSorted((a, b) => Number(b.headOffice ?? false) - Number(a.headOffice ?? false));
  await expect(rows).toHaveCount(ordered.length);
  for (const [i, branch] of ordered.entries()) {
    const row = rows.nth(i);
    const summary = row.locator('summary');
    await expect(summary).toContainText(branch.city[lang]);
    await expect(row.getByTestId('branch')).toHaveJSProperty('open', false);
    const call = row.getByTestId('branch-call');
    await expect(call).toHaveAttribute('href', `tel:${branch.phones[0]}`);
    await expect(call).toHaveText(/^\+[\d\u00a0]+$/);
    // Not nested in the summary (interactive content inside interactive content), beside its heading.
    await expect(summary.locator('a')).toHaveCount(0);
    const callBox = (await call.boundingBox())!;
    // The heading's words (country and city): its box runs on under the number, its padding
    // keeping the words clear.
    const titleBox = await summary.locator('h3').evaluate((h3) => {
      const words = [h3.firstChild!, h3.querySelector('span')!.firstChild!].map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getBoundingClientRect();
      });
      const x = Math.min(...words.map((r) => r.left));
      return { x, y: words[0]!.top, width: Math.max(...words.map((r) => r.right)) - x, height: words[1]!.bottom - words[0]!.top };
    });
    expect(callBox.height, `${branch.id}: a tap target`).toBeGreaterThanOrEqual(44);
    expect(callBox.y, `${branch.id}: the number on the row`).toBeLessThan(titleBox.y + titleBox.height);
    const apart = prefix ? titleBox.x - (callBox.x + callBox.width) : callBox.x - (titleBox.x + titleBox.width);
    expect(apart, `${branch.id}: the number clear of the heading`).toBeGreaterThanOrEqual(0);
  }
  // Each branch once in the page's main content: its main number shown once (the head office's
  // row opened lists its other lines, not the main one again), no second list of the branches.
  const head = ordered[0]!;
  await rows.first().locator('summary h3 > span').click();
  await expect(page.locator(`main a[href="tel:${head.phones[1]}"]`)).toBeVisible();
  for (const branch of ordered) {
    const shown = await page
      .locator(`main a[href="tel:${branch.phones[0]}"]`)
      .evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).length);
    expect(shown, `${branch.id}: its main number in the main content`).toBe(1);
  }
  await expect(page.locator('main h2')).toHaveText([content.branchesHeading, content.formHeading]);
  await rows.first().locator('summary h3 > span').click();
  const top = async (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const [hero, list, heading, intro, fields, form] = await Promise.all(
    [
      '[data-testid="page-hero"]',
      '[data-testid="branches"]',
      '#inquiry-heading',
      '[data-testid="form-intro"]',
      '#inquiry-name',
      '[data-testid="contact-form"]',
    ].map(top),
  );
  const heroFoot = await page.getByTestId('page-hero').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  expect(hero).toBeLessThan(list!);
  expect(list! - heroFoot, 'the branches straight under the hero').toBeLessThanOrEqual(120);
  expect(form, 'the form after the branches').toBeGreaterThan(list!);
  // Its card within a screen and a half (1.7 in Arabic: taller lines, «المملكة العربية السعودية»
  // on two lines beside its number, and the English hint above the header).
  expect(form, 'the form within a screen and a half').toBeLessThan((prefix ? 1.7 : 1.5) * 740);
  expect(heading, "the intro under the form's heading").toBeLessThan(intro!);
  expect(intro, 'the intro before the fields').toBeLessThan(fields!);
  await expect(page.getByTestId('form-intro')).toHaveText(/(working days?|عمل( واحد)?)\.$/);
  const submitFoot = await page.getByTestId('inquiry-submit').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  const textAfter = await page
    .getByTestId('contact-column')
    .evaluate(
      (column, y) =>
        [...column.querySelectorAll('p, h2, h3')]
          .filter(
            (el) => el.getBoundingClientRect().top + window.scrollY > y && (el as HTMLElement).checkVisibility() && !el.closest('form'),
          )
          .map((el) => el.textContent),
      submitFoot,
    );
  expect(textAfter, 'after the button: the website line only').toEqual([expect.stringMatching(/^www\./)]);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(prefix ? 3150 : 2850);
}

/** A link to a branch (the search index's, the site map's) opens its row on a phone. */
async function branchLinkOpensRow(page: Page, prefix: string) {
  await page.goto(`${prefix}/contact#branch-usa`);
  const usa = page.locator('[data-testid="branch"]:has(#branch-usa)');
  await expect(usa).toHaveJSProperty('open', true);
  await expect(usa.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(page.locator('[data-testid="branch"][open]')).toHaveCount(1);
}

/**
 * At 768 px the branches are the phone's rows (country, city, the main number to tap), folded,
 * and the form stands beside them, its card's top level with their heading, right under the hero
 * (review 17: under the rows it started ~1,300 px down, "a long way to the form"); the rows travel
 * with it, so the numbers stay in view down to its button. The hero's call to action jumps to the
 * form, which names both of the page's asks, and hands it the keyboard focus.
 */
async function tabletRowsBesideForm(page: Page, prefix: string) {
  const cards = page.getByTestId('branch');
  for (const card of await cards.all()) await expect(card).toHaveJSProperty('open', false);
  for (const call of await page.getByTestId('branch-call').all()) await expect(call).toBeVisible();
  const [first, second] = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(second!.y, 'one row each, one under the other').toBeGreaterThanOrEqual(first!.y + first!.height - 1);
  const box = (testId: string) =>
    page.getByTestId(testId).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, left: r.left, right: r.right };
    });
  const [form, list] = await Promise.all([box('contact-form'), box('branches')]);
  const heading = await page.locator('#branches-heading').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(Math.abs(form.top - heading), "the form's top level with the branches' heading").toBeLessThanOrEqual(2);
  // The form in the end column (the left one in Arabic), a gutter from the rows.
  const gutter = prefix ? list.left - form.right : form.left - list.right;
  expect(gutter, 'the form beside the rows, a gutter apart').toBeGreaterThanOrEqual(24);
  // Straight under the hero: ~920 px down (1,030 in Arabic, under the language hint and a taller
  // hero), its heading in a 1,024 px tablet's first screen in English.
  expect(form.top, 'the form right under the hero').toBeLessThanOrEqual(prefix ? 1080 : 960);
  // Scrolled down to the form's button, every branch's number is still on screen beside it.
  await page.getByTestId('inquiry-submit').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  for (const call of await page.getByTestId('branch-call').all()) await expect(call).toBeInViewport({ ratio: 1 });
  const cta = page.getByTestId('page-hero').locator('a[href="#inquiry"]');
  // The site's one primary action (decision 0034).
  await expect(cta).toHaveText(prefix ? 'احجز عرضًا توضيحيًا' : 'Book a demo');
  await cta.click();
  await expect(page).toHaveURL(/#inquiry$/);
  await expect(page.getByTestId('contact-form')).toBeFocused();
  await expect(page.locator('#inquiry-heading')).toBeInViewport();
  // The form it lands on names both of the page's asks, a demo or a question, and its button
  // sends (the hero, the form's heading and its button said "Book a demo" three times in 1,300 px).
  await expect(page.locator('#inquiry-heading')).toHaveText((prefix ? contactAr : contactEn).formHeading);
  await expect(page.getByTestId('inquiry-submit')).toHaveText(strings[prefix ? 'ar' : 'en'].forms.submitInquiry);
  await page.keyboard.press('Tab');
  await expect(page.locator('#inquiry-name')).toBeFocused();
}

/** From 64 rem the branch cards are shown open (every number shown, no tap), two a row under the head office's. */
async function desktopCardsOpen(page: Page) {
  for (const call of await page.getByTestId('branch-call').all()) await expect(call).toBeHidden();
  const cards = page.getByTestId('branch');
  for (const card of await cards.all()) {
    await expect(card).toHaveJSProperty('open', true);
    await expect(card.locator('a[href^="tel:"]').first()).toBeVisible();
  }
  const [, egypt, sudan] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.abs(egypt!.y - sudan!.y), 'two cards a row').toBeLessThanOrEqual(1);
}

/** At 1024 px the form column travels with the branch list and stops before the footer. */
async function travellingColumn(page: Page) {
  const column = page.getByTestId('contact-column');
  await expect(column).toHaveCSS('position', 'sticky');
  const submit = column.locator('button[type="submit"]');
  const branches = (await page.getByTestId('branches').boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  // With the last branch card in view the form is still on screen: no empty column beside the list.
  await page.evaluate((y) => window.scrollTo(0, y), branches.y + scrollY + branches.height - 700);
  await expect(submit).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const end = (await column.boundingBox())!;
  const footer = (await page.getByTestId('site-footer').boundingBox())!;
  expect(end.y + end.height).toBeLessThanOrEqual(footer.y);
}

/** The branch map places the five branches of branches.json where they are, in the page language. */
async function mapGeography(page: Page) {
  const map = page.getByTestId('branch-map');
  await expect(map).toHaveAttribute('role', 'img');
  await expect(map).toHaveAttribute('aria-label', /الرياض.*المقر الرئيسي/);
  const at = async (id: string) => {
    const box = (await map.locator(`[data-branch="${id}"] .branch-map-dot`).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const [sa, eg, sd, tr, us] = await Promise.all(['saudi-arabia', 'egypt', 'sudan', 'turkey', 'usa'].map(at));
  // West to east and north to south as on a map, in Arabic too (geography does not mirror).
  expect(us!.x).toBeLessThan(tr!.x);
  expect(tr!.x).toBeLessThan(eg!.x);
  expect(eg!.x).toBeLessThan(sd!.x);
  expect(sd!.x).toBeLessThan(sa!.x);
  expect(tr!.y).toBeLessThan(eg!.y);
  expect(eg!.y).toBeLessThan(sa!.y);
  expect(sa!.y).toBeLessThan(sd!.y);
  await expect(map.locator('[data-branch]')).toHaveCount(5);
  await expect(map.locator('.branch-map-label').first()).toHaveText(/[\u0600-\u06ff]/);
}

/** At 360 px the branch map shows cities only, 13 px semibold or more, clear of every link. */
async function mapCitiesOnPhone(page: Page) {
  const labels = await page
    .getByTestId('branch-map')
    .locator('.branch-map-label')
    .evaluateAll((els) =>
      els.map((label) => {
        const city = label.querySelector('.branch-map-city')!;
        return {
          text: city.textContent ?? '',
          size: parseFloat(getComputedStyle(city).fontSize),
          weight: Number(getComputedStyle(city).fontWeight),
          countries: [...label.querySelectorAll('.branch-map-country')].filter((c) => getComputedStyle(c).display !== 'none').length,
        };
      }),
    );
  expect(labels).toHaveLength(5);
  for (const label of labels) {
    expect(label.size, label.text).toBeGreaterThanOrEqual(13);
    expect(label.weight, label.text).toBeGreaterThanOrEqual(600);
    expect(label.countries, `${label.text}: no country line (the branch cards name it)`).toBe(0);
  }
  expect(await labelsOnLinks(page, { gap: 3, samples: 300 }), 'city labels with a link within 3 px').toEqual([]);
}

/** The head office card's labelled lines: label and number side by side, every number starting on one edge. */
async function linesInColumns(page: Page) {
  const rows = await page
    .getByTestId('branch')
    .first()
    .locator('li:has(> span)')
    .evaluateAll((lis) =>
      lis.map((li) => {
        const label = li.querySelector('span')!.getBoundingClientRect();
        const number = li.querySelector('bdi')!;
        const box = number.getBoundingClientRect();
        const rtl = getComputedStyle(li).direction === 'rtl';
        return {
          start: rtl ? box.right : box.left,
          after: rtl ? label.left - box.right : box.left - label.right,
          sameRow: Math.abs(label.top + label.bottom - box.top - box.bottom) < 4,
          ltr: getComputedStyle(number).direction,
        };
      }),
    );
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(row.sameRow, 'the number beside its label').toBe(true);
    expect(row.after, 'the number after its label').toBeGreaterThanOrEqual(8);
    expect(row.ltr).toBe('ltr');
    expect(row.start, 'every number starts on one edge').toBeCloseTo(rows[0]!.start, 0);
  }
  // The longest label sits right against its number: the column is as wide as that label.
  expect(Math.min(...rows.map((r) => r.after))).toBeLessThanOrEqual(12);
}

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const)
  test(`${locale}: /contact at 360, 768 and 1280 px: the branch map's labels, the shared website, the branch hours, the branches once and first on a phone, folded rows beside the form at 768 px, open cards at 1280 px${
    locale === 'ar' ? ", the map's geography" : ', the form column travelling at 1024 px'
  }`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/contact`);
    // Named once, not on every branch card (the cards were 150 px taller on a phone with it; a
    // height figure here stopped meaning that when Arabic body text took 1.75 line height, 0078).
    await test.step("the branches' shared website named once, not on the branch cards", async () => {
      const websites = new Set(branchData.branches.map((b) => b.website));
      expect(websites.size).toBe(1);
      const host = new URL([...websites][0]!).host;
      await expect(page.locator(`main a[href^="https://${host}"]`)).toHaveCount(1);
      await expect(page.getByTestId('branch').locator(`a[href^="https://${host}"]`)).toHaveCount(0);
      // On a phone a branch is a row that opens to its other lines (the main one is on the row).
      // The heading: the row's number lies over the summary's end.
      await page.getByTestId('branch').first().locator('summary h3 > span').click();
      await expect(page.getByTestId('branch').first().locator('a[href^="tel:"]').nth(1)).toBeVisible();
      // The head office (first) names what each line is for.
      const lines = strings[locale].phoneLine;
      await expect(page.getByTestId('branch').first().locator('li:has(a[href^="tel:"])')).toContainText([
        lines.main,
        lines.sales,
        lines.support,
      ]);
      // The main line is the row's number, so the open row does not repeat it.
      await expect(page.getByTestId('branch').first().locator('li').first()).toBeHidden();
      await page.getByTestId('branch').first().locator('summary h3 > span').click();
    });
    await test.step("at 360 px the branch map's labels are readable, on the card, apart, off the links", () =>
      mapLabelsReadable(page, 360));
    await test.step('at 360 px the branch map shows cities only, 13 px semibold or more, clear of every link', () =>
      mapCitiesOnPhone(page));
    await test.step('on a phone the branches come first, once, each row with its number; then the form, its intro before the fields', () =>
      phoneBranchesFirst(page, prefix));
    await test.step('on a phone a link to a branch opens its row', () => branchLinkOpensRow(page, prefix));

    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${prefix}/contact`);
    await test.step("at 768 px the branch map's labels are readable, on the card, apart, off the links", () =>
      mapLabelsReadable(page, 768));
    await test.step("at 768 px the branches are folded rows with the form beside them, the rows travelling with it; the hero's call to action jumps to it", () =>
      tabletRowsBesideForm(page, prefix));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/contact`);
    await test.step("at 1280 px the branch map's labels are readable, on the card, apart, off the links", () =>
      mapLabelsReadable(page, 1280));
    await test.step('at 1280 px the branch cards are shown open, two a row under the head office', () => desktopCardsOpen(page));
    await test.step("at 1280 px the head office's lines: each label beside its number, the numbers on one edge after the longest label, left to right", () =>
      linesInColumns(page));

    await test.step('the branch map is one card at one scale, its land dots from a file, a dashed line at the cut, solid links inside the card, ~43 % of the hero band', async () => {
      const map = page.getByTestId('branch-map');
      await expect(map.locator('.branch-map-region')).toHaveCount(1);
      await expect(map.locator('.branch-map-cut')).toHaveCount(1);
      const land = map.locator('image[href$=".svg"]');
      await expect(land).toHaveCount(1);
      expect((await page.request.get((await land.getAttribute('href'))!)).ok()).toBe(true);
      const link = await map
        .locator('.branch-map-link')
        .first()
        .evaluate((el) => ({ width: parseFloat(getComputedStyle(el).strokeWidth), dash: getComputedStyle(el).strokeDasharray }));
      expect(link.width).toBeGreaterThanOrEqual(1.5);
      expect(link.dash).toBe('none');
      // Every link inside the card (its top edge is the drawing's y = 0): the one across the
      // Atlantic once peaked on the edge, its stroke over the frame.
      const tops = await map.locator('.branch-map-link').evaluateAll((paths) => paths.map((p) => (p as SVGPathElement).getBBox().y));
      for (const top of tops) expect(top, 'a link above the card').toBeGreaterThanOrEqual(4);
      const share = (await map.locator('.branch-map').boundingBox())!.width / 1280;
      expect(share, "the map's share of the 1280 px hero").toBeGreaterThanOrEqual(0.4);
      expect(share, "the map's share of the 1280 px hero").toBeLessThanOrEqual(0.45);
    });

    await test.step("at 1280 px a branch's days and time take at most two lines, the time zone a smaller line of its own", async () => {
      for (const row of await page.getByTestId('branch-hours').all()) {
        await expect(row.getByTestId('branch-zone')).toHaveCount(1);
        const layout = await row.evaluate((p) => {
          const zoneEl = p.querySelector('[data-testid="branch-zone"]')!;
          // The sentence's box is a flex item, so a block: its lines stack above the zone's own line.
          const body = zoneEl.parentElement!;
          const lineHeight = parseFloat(getComputedStyle(body).lineHeight);
          const lines = Math.round((zoneEl.getBoundingClientRect().top - body.getBoundingClientRect().top) / lineHeight);
          const sentence = p.querySelector('[data-testid="branch-time"]')!;
          return {
            lines,
            zoneBelow: zoneEl.getBoundingClientRect().top - sentence.getBoundingClientRect().top >= 0.9 * lineHeight,
            smaller: parseFloat(getComputedStyle(zoneEl).fontSize) < parseFloat(getComputedStyle(sentence).fontSize),
          };
        });
        expect(layout, await row.innerText()).toEqual({ lines: expect.any(Number), zoneBelow: true, smaller: true });
        expect(layout.lines, await row.innerText()).toBeLessThanOrEqual(2);
      }
    });
    await test.step('each branch shows its own days and hours in its own time zone', () => branchHours(page, prefix));
    if (locale === 'ar')
      await test.step('the branch map places the five branches where they are, in the page language', () => mapGeography(page));
    // The 1280 px load re-laid out at 1024 px: the map at its narrowest beside the hero's text,
    // where the link to Khartoum once cut through the Arabic head office label («المملكة العربية السعودية»).
    await page.setViewportSize({ width: 1024, height: 768 });
    await test.step("at 1024 px the branch map's labels are readable, on the card, apart, off the links", () =>
      mapLabelsReadable(page, 1024));
    if (locale === 'en') {
      // Layout and scrolling only.
      await test.step('at 1024 px the form column travels with the branch list and stops before the footer', () => travellingColumn(page));
    }
  });
