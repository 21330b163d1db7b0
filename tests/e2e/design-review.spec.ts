/**
 * Count, geometry and computed-style checks for the design mends of decision 0045, in both
 * languages; each test's name says what it holds the page to.
 */
import { expect, test, type Page } from '@playwright/test';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import { routes, sectorKeys } from '../../src/routes.ts';

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;
const allSamples = partnerData.partners.every((p) => p.status === 'sample');

/** Number of text lines an element's content wraps to. */
function lines(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
}

for (const { locale, prefix } of locales) {
  test(`${locale}: the sample partners are said to be samples once per list, not on every entry`, async ({ page }) => {
    expect(allSamples).toBe(true);
    await page.goto(prefix || '/');
    const band = page.locator('[data-section="partners"]');
    await expect(band.getByTestId('sample-label')).toHaveCount(0);
    await expect(band.getByTestId('sample-caption')).toHaveCount(1);
    await expect(band.getByTestId('sample-caption')).toBeVisible();
    await page.goto(`${prefix}/PartnersFinder`);
    await expect(page.getByTestId('partner-card').first()).toBeVisible();
    await expect(page.getByTestId('sample-label')).toHaveCount(0);
    await expect(page.getByTestId('sample-caption')).toHaveCount(1);
  });

  test(`${locale}: the 404 panel lines up with the text column at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/no-such-page`);
    const lead = (await page.getByTestId('not-found').locator('h1 + p').boundingBox())!;
    const panel = (await page.getByTestId('not-found-panel').boundingBox())!;
    expect(Math.abs(panel.x - lead.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(panel.x + panel.width - (lead.x + lead.width))).toBeLessThanOrEqual(1);
  });

  test(`${locale}: /solutions opens with one visible heading above the first product family`, async ({ page }) => {
    await page.goto(`${prefix}/solutions`);
    const firstRow = (await page.getByTestId('solution-families').locator('> *').first().boundingBox())!;
    const above = await page
      .locator('main :is(h1, h2, h3)')
      .evaluateAll(
        (hs, top) => hs.filter((h) => h.getBoundingClientRect().width > 1 && h.getBoundingClientRect().top + scrollY < top).length,
        firstRow.y,
      );
    expect(above).toBe(1);
  });

  test(`${locale}: a partner's phones each on a line of their own, labelled, at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/PartnersFinder`);
    const card = page.getByTestId('partner-card').first();
    const phones = card.locator('a[href^="tel:"]');
    expect(await phones.count()).toBe(2);
    const [a, b] = [(await phones.nth(0).boundingBox())!, (await phones.nth(1).boundingBox())!];
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
    for (const i of [0, 1]) {
      const label = phones.nth(i).locator('xpath=preceding-sibling::*[1]');
      await expect(label).toBeVisible();
      expect((await label.innerText()).trim().length).toBeGreaterThan(2);
    }
  });

  test(`${locale}: position cards have no coloured edge; the careers heading fits two lines at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/careers`);
    const edge = await page
      .locator('.position-card')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).borderInlineStartWidth));
    expect(edge).toBeLessThanOrEqual(1);
    expect(await lines(page, 'main h1')).toBeLessThanOrEqual(2);
  });

  test(`${locale}: a product panel's heading is one step under a section heading`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/FinancialSystems`);
    const size = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const panel = await size('.product-panel-title');
    const section = await size('.heading-section:not(.product-panel-title)');
    expect(panel).toBeLessThan(section);
    expect(panel).toBeGreaterThanOrEqual(section * 0.7);
  });

  test(`${locale}: the search dialog's backdrop hides the page behind it`, async ({ page }) => {
    await page.goto(prefix || '/');
    await page.getByTestId('search-open').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const alpha = await dialog.evaluate((el) => {
      const m = /rgba?\([^)]*?([\d.]+)\)$/.exec(getComputedStyle(el, '::backdrop').backgroundColor);
      return m ? Number(m[1]) : 1;
    });
    expect(alpha).toBeGreaterThanOrEqual(0.7);
  });

  test(`${locale}: at 360 px the showcase's four tabs are a 2 × 2 grid of equal segments`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    const tabs = await page.locator('.showcase [role="tab"]').evaluateAll((all) => all.map((t) => t.getBoundingClientRect().toJSON()));
    expect(tabs).toHaveLength(4);
    const rows = new Set(tabs.map((t) => Math.round(t.y)));
    expect(rows.size).toBe(2);
    for (const t of tabs) expect(Math.abs(t.width - tabs[0]!.width)).toBeLessThanOrEqual(1);
  });

  test(`${locale}: at 768 px the slider's controls start at the screen's start edge`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(prefix || '/');
    const screen = (await page.locator('[data-testid="slide"][data-active="true"] img.product-screen').boundingBox())!;
    const prev = (await page.getByTestId('slider-prev').boundingBox())!;
    if (locale === 'ar') expect(Math.abs(prev.x + prev.width - (screen.x + screen.width))).toBeLessThanOrEqual(1);
    else expect(Math.abs(prev.x - screen.x)).toBeLessThanOrEqual(1);
  });

  test(`${locale}: at 360 px a benefit's text runs under its title, beside the numeral`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    for (const item of await page.getByTestId('benefits').locator('li').all()) {
      const title = (await item.locator('h3').boundingBox())!;
      const text = (await item.locator('p').boundingBox())!;
      expect(Math.abs(text.x - title.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(text.x + text.width - (title.x + title.width))).toBeLessThanOrEqual(1);
    }
  });

  test(`${locale}: /aboutus offers the demo in its hero and its closing band, not in a strip between`, async ({ page }) => {
    await page.goto(`${prefix}/aboutus`);
    await expect(page.locator('main a[href$="#inquiry"]')).toHaveCount(1);
    await expect(page.getByTestId('page-hero').locator('a[href$="#inquiry"]')).toHaveCount(1);
    await expect(page.locator('[data-cta-block="inline"]')).toHaveCount(0);
    await expect(page.locator('[data-cta-block="closing"] a[href$="#inquiry"]')).toHaveCount(1);
  });
}

test("a sector page's second screen shows that sector, not the ledger's trial balance (the financial page's hero)", async ({ page }) => {
  for (const key of sectorKeys)
    for (const prefix of ['', '/ar']) {
      const html = await (await page.request.get(`${prefix}${routes[key]}`)).text();
      const figure = /data-testid="sector-screen"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
      expect(figure, `${prefix}${routes[key]}`).toContain('.avif');
      expect(figure, `${prefix}${routes[key]}`).not.toContain('trial-balance');
    }
});

test('the branch map is drawn as two map tiles with land and solid links, not a wireframe with a break mark', async ({ page }) => {
  for (const path of ['/contact', '/ar/contact']) {
    await page.goto(path);
    const map = page.getByTestId('branch-map');
    await expect(map.locator('.branch-map-break')).toHaveCount(0);
    await expect(map.locator('.branch-map-region')).toHaveCount(2);
    const land = map.locator('image[href$=".svg"]');
    await expect(land).toHaveCount(1);
    expect((await page.request.get((await land.getAttribute('href'))!)).ok()).toBe(true);
    const link = await map
      .locator('.branch-map-link')
      .first()
      .evaluate((el) => ({ width: parseFloat(getComputedStyle(el).strokeWidth), dash: getComputedStyle(el).strokeDasharray }));
    expect(link.width).toBeGreaterThanOrEqual(2);
    expect(link.dash).toBe('none');
  }
});

for (const width of [768, 1280])
  test(`a two-up sector card's heading takes at most two lines at ${width} px, in both languages`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let cards = 0;
    for (const key of sectorKeys)
      for (const prefix of ['', '/ar']) {
        await page.goto(`${prefix}${routes[key]}`);
        const headings = await page.locator('.feature-grid > .feature-block').evaluateAll((blocks) =>
          blocks
            // A block that spans its row (an odd last one) is not a two-up card.
            .filter((b) => b.getBoundingClientRect().width < b.parentElement!.getBoundingClientRect().width * 0.6)
            .map((b) => {
              const h = b.querySelector('.feature-block-head > :is(h2, h3)')!;
              return {
                text: h.textContent,
                lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
              };
            }),
        );
        cards += headings.length;
        for (const h of headings) expect.soft(h.lines, `${prefix}${routes[key]}: ${h.text}`).toBeLessThanOrEqual(2);
      }
    expect(cards).toBeGreaterThan(20);
  });

/** /solutions at 360 px before the platform services folded on phones (8,846 / 9,216 px), less 15 %. */
const solutionsPhoneMax = { en: Math.floor(8846 * 0.85), ar: Math.floor(9216 * 0.85) };

for (const { locale, prefix } of locales) {
  test(`${locale}: /solutions' platform grid has rows of equal items at every width, after its wide first card`, async ({ page }) => {
    await page.goto(`${prefix}/solutions`);
    for (const width of [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await page
        .getByTestId('solution-page-cards')
        .locator('> *')
        .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      const rows = new Map<number, DOMRect[]>();
      for (const b of boxes.slice(1)) rows.set(Math.round(b.y), [...(rows.get(Math.round(b.y)) ?? []), b]);
      const counts = [...rows.values()].map((r) => r.length);
      expect(new Set(counts).size, `${width} px: rows of ${counts.join(', ')}`).toBe(1);
      for (const b of boxes.slice(1)) expect(Math.abs(b.width - boxes[1]!.width), `${width} px`).toBeLessThanOrEqual(1);
    }
  });

  test(`${locale}: /solutions at 360 px is at least 15 % shorter, every platform service still there`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/solutions`);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(solutionsPhoneMax[locale]);
    const services = page.getByTestId('solution-page-cards').locator('> *');
    await expect(services).toHaveCount(7);
    // Each service's text is one tap away.
    const last = services.last();
    await last.locator('summary').click();
    await expect(last.locator('p')).toBeVisible();
  });
}

for (const { locale, prefix } of locales)
  test(`${locale}: at 1280 px the home intro's two columns start at one top`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const heading = (await page.locator('#solutions-heading').boundingBox())!;
    const lead = (await page.locator('[data-solution-item="suite"]').boundingBox())!;
    expect(lead.x > heading.x + heading.width || lead.x + lead.width < heading.x, 'side by side').toBe(true);
    expect(Math.abs(lead.y - heading.y)).toBeLessThanOrEqual(1);
  });

/** /contact at 360 px with the website on every branch card (4,913 / 5,519 px). */
const contactPhoneBefore = { en: 4913, ar: 5519 };

for (const { locale, prefix } of locales)
  test(`${locale}: /contact names the branches' shared website once, and is shorter at 360 px`, async ({ page }) => {
    const websites = new Set(branchData.branches.map((b) => b.website));
    expect(websites.size).toBe(1);
    const host = new URL([...websites][0]!).host;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/contact`);
    await expect(page.locator(`main a[href^="https://${host}"]`)).toHaveCount(1);
    await expect(page.getByTestId('branch').locator(`a[href^="https://${host}"]`)).toHaveCount(0);
    await expect(page.getByTestId('branch').locator('a[href^="tel:"]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(contactPhoneBefore[locale] - 150);
  });

for (const { locale, prefix } of locales)
  test(`${locale}: the footer's e-mail address keeps one line beside its icon, over nothing else, at 320 to 1280 px`, async ({ page }) => {
    await page.goto(prefix || '/');
    for (const width of [320, 360, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { lines, gap, overlaps } = await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('footer a[href^="mailto:"]')!;
        const range = document.createRange();
        range.selectNodeContents(link.querySelector('bdi')!);
        const text = range.getBoundingClientRect();
        const icon = link.querySelector('svg')!.getBoundingClientRect();
        const hit = (r: DOMRect) => r.left < text.right && text.left < r.right && r.top < text.bottom && text.top < r.bottom;
        return {
          lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size,
          // The address starts right beside its icon, on the icon's side.
          gap: Math.min(Math.abs(text.left - icon.right), Math.abs(icon.left - text.right)),
          overlaps: [...document.querySelectorAll('footer a, footer h2, footer p, footer dt')]
            .filter((el) => el !== link && hit(el.getBoundingClientRect()))
            .map((el) => el.textContent),
        };
      });
      expect(lines, `${width} px`).toBe(1);
      expect(gap, `${width} px`).toBeLessThanOrEqual(12);
      expect(overlaps, `${width} px`).toEqual([]);
    }
  });

for (const width of [360, 768])
  test(`at ${width} px no page asks twice at its foot: an inline strip sits in the page's first half, the closing band ends it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    let strips = 0;
    for (const path of Object.values(routes).flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`])) {
      await page.goto(path);
      if ((await page.locator('[data-cta-block="closing"]').count()) === 0) continue;
      const { tops, height } = await page.evaluate(() => ({
        tops: [...document.querySelectorAll('main [data-cta-block="inline"]')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => r.top + scrollY),
        height: document.documentElement.scrollHeight,
      }));
      strips += tops.length;
      for (const top of tops) expect.soft(top, `${path}: the strip's top in a page of ${height} px`).toBeLessThan(height / 2);
    }
    expect(strips).toBeGreaterThan(10);
  });

/** The computed colour of a token, read through a probe element. */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((t) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--color-${t})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

for (const { locale, prefix } of locales) {
  test(`${locale}: orange is kept for the call to action: eyebrows, numerals, rules, the active edge, Gold and the sample caption wear none`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const accent = await tokenColour(page, 'accent-700');
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    expect(await style('[data-testid="benefits"] li > span', 'color')).toBe(await tokenColour(page, 'brand-700'));
    expect(await style('[data-solution-item]', 'border-inline-start-color')).not.toBe(accent);
    expect(await style('.closing-band-text', 'border-inline-start-color')).not.toBe(accent);
    expect(await style('[data-section="partners"] [data-testid="sample-caption"]', 'color')).toBe(await tokenColour(page, 'ink-muted'));
    await page.goto(`${prefix}${routes.financial}`);
    expect(await style('[data-testid="page-hero"] p', 'color')).toBe(await tokenColour(page, 'brand-700'));
    expect(await style('.tabs-side [aria-selected="true"]', 'border-inline-start-color')).not.toBe(accent);
    await page.goto(`${prefix}${routes.partnersInfo}`);
    expect(await style('.partner-step-gold', 'color')).toBe(await tokenColour(page, 'gold-800'));
    await page.goto(`${prefix}${routes.partnersFinder}`);
    expect(await style('[data-testid="sample-caption"]', 'color')).toBe(await tokenColour(page, 'ink-muted'));
  });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: at 1280 px a sector card's "Show all" toggle ends the card, at one height across its row`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    let toggles = 0;
    for (const key of sectorKeys) {
      await page.goto(`${prefix}${routes[key]}`);
      const cards = await page.locator('.feature-block:has([data-testid="more-bullets"])').evaluateAll((els) =>
        els.map((el) => ({
          card: el.getBoundingClientRect().bottom,
          toggle: el.querySelector('.more-items-toggle')!.getBoundingClientRect().bottom,
        })),
      );
      toggles += cards.length;
      // The card's padding (1.5rem, 17 px root in Arabic) and border are all that lie under its toggle.
      for (const c of cards) expect.soft(c.card - c.toggle, `${routes[key]}: space under the toggle`).toBeLessThanOrEqual(28);
    }
    expect(toggles).toBeGreaterThan(5);
  });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: /solutions' sector links sit in shared rows, so each row's rule runs across, at 768 to 1440 px`, async ({ page }) => {
    await page.goto(`${prefix}${routes.solutions}`);
    for (const width of [768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await page
        .getByTestId('solution-sectors')
        .locator('li')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const rows = new Map<number, number>();
      for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
      expect([...rows.values()], `${width} px: items per row`).toEqual(Array.from({ length: rows.size }, () => 2));
    }
  });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: the footer's "What we do" sentence keeps a readable measure at 1280 px (at most 36rem)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/`);
    // In rem: Arabic pages set a larger root size for the Arabic face.
    const rems = await page
      .locator('footer #footer-what ~ p')
      .evaluate((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rems).toBeLessThanOrEqual(36);
  });
}
