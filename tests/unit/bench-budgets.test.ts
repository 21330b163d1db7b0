// The bench's TBT targets: 50 ms on home (its slider starts after load), 10 ms on every page that
// runs no island JavaScript before the first interaction (decision 0022), in both presets.
import { describe, expect, it } from 'vitest';
import { loadBudgets, meets, tbtLimit } from '../../bench/lib/budgets.ts';
import { allPages } from '../../bench/lib/pages.ts';

const budgets = loadBudgets();

describe('TBT budget per page', () => {
  for (const preset of ['mobile', 'desktop'] as const) {
    const budget = budgets.lighthouse[preset];

    it(`${preset}: home in both languages keeps the general limit`, () => {
      expect(tbtLimit(budget, '/')).toEqual({ max: 50 });
      expect(tbtLimit(budget, '/ar')).toEqual({ max: 50 });
    });

    it(`${preset}: every other page of both languages is held to 10 ms`, () => {
      const others = allPages().map((p) => p.path).filter((p) => p !== '/' && p !== '/ar');
      expect(others.length).toBe(40);
      for (const path of others) {
        const limit = tbtLimit(budget, path);
        expect(meets(10, limit), path).toBe(true);
        expect(meets(11, limit), path).toBe(false);
      }
    });
  }
});
