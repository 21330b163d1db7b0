import { expect, test } from '@playwright/test';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };

for (const prefix of ['', '/ar']) {
  test(`${prefix}/contact: each branch shows its own days and hours in its own time zone`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
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
  });

  test(`${prefix}/: the partner strip shows the partner directory and no other company`, async ({ page }) => {
    await page.goto(prefix || '/');
    const names = await page
      .getByTestId('partner-logos')
      .locator('[data-testid="proof-name"]')
      .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    const lang = prefix ? 'ar' : 'en';
    expect([...names].sort()).toEqual(partnerData.partners.map((p) => p.name[lang]).sort());
    expect(names[0], 'platinum first').toBe(partnerData.partners.find((p) => p.tier === 'platinum')?.name[lang]);
    await expect(page.locator('body')).not.toContainText(/Nakheel|Tamdeen|Rawabi|Trusted by/);
  });
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/contact on a phone: the hero's call to action jumps to the form and hands it the keyboard focus`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/contact`);
    const cta = page.getByTestId('page-hero').locator('a[href="#inquiry"]');
    // The site's one primary action (decision 0034).
    await expect(cta).toHaveText(prefix ? 'احجز عرضًا توضيحيًا' : 'Book a demo');
    // Within the first two phone screens, while the form itself comes after the five branches.
    const top = await cta.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * 740);
    const formTop = await page.getByTestId('inquiry-form').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(formTop).toBeGreaterThan(3 * 740);
    await cta.click();
    await expect(page).toHaveURL(/#inquiry$/);
    await expect(page.getByTestId('contact-form')).toBeFocused();
    await expect(page.locator('#inquiry-heading')).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.locator('#inquiry-name')).toBeFocused();
  });
}

test('/contact at 1024 px: the form column travels with the branch list and stops before the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/contact');
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
});
