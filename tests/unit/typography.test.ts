import { describe, expect, it } from 'vitest';
import { keepCompoundsWhole } from '../../src/content/schemas/typography.ts';

describe('keepCompoundsWhole', () => {
  it('puts a word joiner after the hyphen of a compound, and nowhere else', () => {
    expect(keepCompoundsWhole('Mid-size firms use e-invoicing')).toBe('Mid-\u2060size firms use e-\u2060invoicing');
    expect(keepCompoundsWhole('08:00-17:00, pages 8-17')).toBe('08:00-17:00, pages 8-17');
    expect(keepCompoundsWhole('Write to hr-team@ascon-erp.com or https://ascon-erp.com/e-invoicing')).toBe(
      'Write to hr-team@ascon-erp.com or https://ascon-erp.com/e-invoicing',
    );
  });

  it('is idempotent, so copy loaded twice is not joined twice', () => {
    const once = keepCompoundsWhole('self-service');
    expect(keepCompoundsWhole(once)).toBe(once);
  });
});
