// The bench's TBT budget (decision 0025): on mobile, a page's median TBT may exceed its floor
// page's, measured alternately in the same run, by 50 ms; desktop keeps the absolute 50 ms.
import { describe, expect, it } from 'vitest';
import { floorPage, loadBudgets, meets, tbtLimit } from '../../support/budgets.ts';
import { allPages } from '../../bench/lib/pages.ts';

const budgets = loadBudgets();

describe('TBT budget per page', () => {
  const mobile = budgets.lighthouse.mobile;

  it('mobile: every page has the floor of its language, and the floors none', () => {
    const paths = allPages().map((p) => p.path);
    expect(paths.length).toBe(42);
    for (const path of paths)
      expect(floorPage(mobile, path), path).toBe(path === '/ar' || path.startsWith('/ar/') ? '/ar/privacy' : '/privacy');
    expect(floorPage(mobile, '/privacy')).toBeUndefined();
    expect(floorPage(mobile, '/ar/privacy')).toBeUndefined();
  });

  it('mobile: the limit is the floor median + 50 ms, the general limit without a floor figure', () => {
    expect(meets(87, tbtLimit(mobile, 37))).toBe(true);
    expect(meets(88, tbtLimit(mobile, 37))).toBe(false);
    expect(tbtLimit(mobile, null)).toEqual(mobile.tbtMs);
  });

  it('desktop: no floor, the absolute 50 ms', () => {
    const desktop = budgets.lighthouse.desktop;
    expect(floorPage(desktop, '/careers')).toBeUndefined();
    expect(tbtLimit(desktop, 30)).toEqual({ max: 50 });
  });
});
