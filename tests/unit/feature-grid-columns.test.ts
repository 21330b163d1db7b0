import { describe, expect, it } from 'vitest';
import { gridColumns } from '../../src/components/sectors/FeatureGrid.tsx';

describe('gridColumns: capability cards in full rows', () => {
  it('lays out the counts the sector pages have: 3, 6, 7 three a row; 4, 5 two', () => {
    expect([3, 4, 5, 6, 7].map(gridColumns)).toEqual([3, 2, 2, 3, 3]);
  });

  it('leaves at most one card over, which then spans its row (never 3 + 2 or 3 + 2 + 2)', () => {
    for (let count = 1; count <= 12; count++) {
      const left = count % gridColumns(count);
      expect(left, `${count} cards`).toBeLessThanOrEqual(1);
    }
  });
});
