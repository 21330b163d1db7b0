import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';

for (const prefix of ['', '/ar']) {
  test(`${prefix}/careers: sales and developers tabs with requirements; JobPosting data`, async ({ page }) => {
    await page.goto(`${prefix}/careers`);
    await hydrated(page, 'careers-tabs');
    const tabs = page.getByTestId('careers-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(page.locator('#sales')).toBeVisible();
    await expect(page.getByTestId('requirements-sales').locator('li').first()).toBeVisible();
    await tabs.nth(1).click();
    await expect(page.locator('#developers')).toBeVisible();
    await expect(page.locator('#sales')).toBeHidden();
    const postings = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
      nodes.map((n) => JSON.parse(n.textContent ?? '{}')).filter((d) => d['@type'] === 'JobPosting'),
    );
    expect(postings).toHaveLength(2);
    for (const job of postings) {
      for (const field of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation']) expect(job[field]).toBeTruthy();
    }
    const file = page.locator('input[type="file"][name="file"]');
    await expect(file).toHaveAttribute('accept', /\.pdf/);
    await expect(page.locator('#application-file-hint')).toContainText(prefix ? 'PDF' : '5 MB');
  });
}

test('careers tab deep link by hash', async ({ page }) => {
  await page.goto('/careers#developers');
  await hydrated(page, 'careers-tabs');
  await expect(page.locator('#developers')).toBeVisible();
});
