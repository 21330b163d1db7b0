/**
 * The tab bars (components/islands/Tabs.tsx, styles/tabs.css; decision 0062): underline tabs on
 * the list's rule, not buttons. The active tab a 2 px bar and weight 600, the others plain text
 * (no box, no fill); on phones one row that scrolls sideways, the chosen tab scrolled into view,
 * every tab at least 44 px tall. Home showcase, /pharmacy's programmes and /careers, both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration.ts';

const bars = [
  { path: '/', testId: 'showcase-tabs' },
  { path: '/pharmacy', testId: 'pharmacy-tabs' },
  { path: '/careers', testId: 'careers-tabs' },
];
const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** Each tab's box and paint, and the tab list's rule. */
function read(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((root) => {
    const list = root.querySelector('[role="tablist"]')!;
    const rule = list.getBoundingClientRect();
    const tabs = [...list.querySelectorAll('[role="tab"]')].map((tab) => {
      const r = tab.getBoundingClientRect();
      const s = getComputedStyle(tab);
      return {
        selected: tab.getAttribute('aria-selected') === 'true',
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        height: r.height,
        weight: Number(s.fontWeight),
        background: s.backgroundColor,
        bar: parseFloat(s.borderBottomWidth),
        barColor: s.borderBottomColor,
        sides: [s.borderTopWidth, s.borderLeftWidth, s.borderRightWidth].map(parseFloat),
      };
    });
    return {
      rule: { bottom: rule.bottom, left: rule.left, right: rule.right },
      ruleWidth: parseFloat(getComputedStyle(list).borderBottomWidth),
      tabs,
    };
  });
}

const transparent = 'rgba(0, 0, 0, 0)';

for (const { locale, prefix } of locales) {
  for (const { path, testId } of bars) {
    const url = `${prefix}${path === '/' && prefix ? '' : path}`;
    test(`${locale} ${path}: underline tabs sitting on the rule at 360 and 1280 px`, async ({ page }) => {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url);
        await hydrated(page, testId);
        const { rule, ruleWidth, tabs } = await read(page, testId);
        expect(ruleWidth, `${width} px: the list has a rule`).toBeGreaterThanOrEqual(1);
        expect(tabs.length).toBeGreaterThan(1);
        // One row, on the rule: a tab's foot is the rule's line.
        expect(new Set(tabs.map((t) => Math.round(t.top))).size, `${width} px: one row`).toBe(1);
        for (const t of tabs) {
          expect.soft(Math.abs(t.bottom - rule.bottom), `${width} px: on the rule`).toBeLessThanOrEqual(1);
          expect.soft(t.height, `${width} px: touch height`).toBeGreaterThanOrEqual(44);
          expect.soft(t.background, `${width} px: no fill`).toBe(transparent);
          expect.soft(t.sides, `${width} px: no box`).toEqual([0, 0, 0]);
        }
        const active = tabs.filter((t) => t.selected);
        expect(active).toHaveLength(1);
        expect.soft(active[0]!.bar, `${width} px: the active bar`).toBe(2);
        expect.soft(active[0]!.weight).toBe(600);
        for (const t of tabs.filter((x) => !x.selected)) {
          expect.soft(t.weight, `${width} px: inactive plain`).toBeLessThan(600);
          expect.soft(t.barColor === active[0]!.barColor && t.bar > 0, `${width} px: no bar on an inactive tab`).toBe(false);
        }
      }
    });
  }

  test(`${locale}: at 360 px the chosen home tab is in view and arrows still move`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    await hydrated(page, 'showcase-tabs');
    const tabs = page.getByTestId('showcase-tabs').getByRole('tab');
    const count = await tabs.count();
    const inView = (i: number) =>
      tabs.nth(i).evaluate((tab) => {
        const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
        const r = tab.getBoundingClientRect();
        return r.left >= list.left - 1 && r.right <= list.right + 1;
      });
    await tabs.first().focus();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(i)).toBeFocused();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => inView(i), `tab ${i} scrolled into view`).toBe(true);
    }
    await tabs.first().click();
    await expect.poll(() => inView(0)).toBe(true);
  });
}
