// The product screens' Arabic counts agree with their number as the style sheet writes them
// (docs/content/style-sheet.md: «7 أيام», «14 يومًا», «200 مقعد»), and the sample figures a
// reader adds up do add up (docs/content/claims.md: sample data, but not contradictory).
import { describe, expect, it } from 'vitest';
import { salesTargets } from '../../src/visuals/screens/distribution/selling.ts';
import { fleetDocuments, preventivePlan } from '../../src/visuals/screens/featured/operations.ts';
import { admissions, rentCollection } from '../../src/visuals/screens/featured/services.ts';
import type { Block, ScreenSpec } from '../../src/visuals/kit/types.ts';
import { arabicCount } from '../../src/visuals/sample.ts';

const words = (spec: ScreenSpec) => JSON.stringify(spec);
const amount = (text: string) => Number(text.replace(/^\w+:/, '').replaceAll(',', ''));

describe('Arabic counts on the product screens', () => {
  it('the helper picks the noun form by the number (Intl.PluralRules)', () => {
    const day = { few: 'أيام', many: 'يومًا', other: 'يوم' };
    expect([3, 10, 11, 99, 100, 103, 111, 1000].map((n) => arabicCount(n, day))).toEqual([
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '99 يومًا',
      '100 يوم',
      '103 أيام',
      '111 يومًا',
      '1,000 يوم',
    ]);
  });

  it('days take the plural from 3 to 10 and the accusative singular from 11 to 99', () => {
    const text = words(fleetDocuments('ar'));
    expect(text).toContain('"warn:7 أيام"');
    expect(text).toContain('"warn:14 يومًا"');
    expect(text).toContain('"ok:103 أيام"');
    expect(text).not.toMatch(/\b(7|103) يومًا/);
  });

  it('a late installment (دفعة) is feminine and its days agree with their number', () => {
    const text = words(rentCollection('ar'));
    expect(text).toContain('"bad:متأخرة 9 أيام"');
    expect(text).toContain('"bad:متأخرة 17 يومًا"');
    expect(text).toContain('"ok:مدفوعة"');
  });

  it('hundreds take the genitive singular, 11 to 99 the accusative', () => {
    expect(words(admissions('ar'))).toContain('على 200 مقعد"');
    expect(words(preventivePlan('ar'))).toContain('18 زيارةً مخطَّطة');
    expect(words(salesTargets('ar'))).toContain('من 958 عرضَ سعر');
  });
});

describe('sample figures that a reader adds up', () => {
  it('rent collection: collected, late, deposited and not yet due make the amount due', () => {
    const spec = rentCollection('en');
    const [due, collected, late] = (spec.blocks[0] as Extract<Block, { kind: 'kpis' }>).items;
    const table = spec.blocks[1] as Extract<Block, { kind: 'table' }>;
    const outside = table.rows.filter((row) => /deposited|Not yet due/.test(row[4]!)).reduce((s, row) => s + amount(row[3]!), 0);
    expect(amount(collected!.value) + amount(late!.value) + outside).toBe(amount(due!.value));
    expect(collected!.note).toBe(`${Math.round((amount(collected!.value) / amount(due!.value)) * 100)}% of amount due`);
  });
});
