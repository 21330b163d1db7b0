import { describe, expect, it } from 'vitest';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import { branchesSchema } from '../../src/content/schemas/contact.ts';
import { partnerDirectorySchema, tiers } from '../../src/content/schemas/partners.ts';
import { headOfficeFirst, partnersByTier } from '../../src/lib/directory-order.ts';

const { partners } = partnerDirectorySchema.parse(partnerData);
const { branches } = branchesSchema.parse(branchData);

describe('the order of partners and branches', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`${locale}: partners by tier, then by name; the Platinum partner first`, () => {
      const sorted = partnersByTier(partners, locale);
      expect(sorted).toHaveLength(partners.length);
      expect(sorted[0]?.id).toBe('rawafed');
      for (const [i, partner] of sorted.entries()) {
        const previous = sorted[i - 1];
        if (!previous) continue;
        const byTier = tiers.indexOf(partner.tier) - tiers.indexOf(previous.tier);
        expect(byTier, `${partner.id} after ${previous.id}`).toBeGreaterThanOrEqual(0);
        if (byTier === 0)
          expect(partner.name[locale].localeCompare(previous.name[locale], locale), `${partner.id} after ${previous.id}`).toBeGreaterThan(
            0,
          );
      }
    });
  }

  it('sorts a shuffled list the same way and leaves its input alone', () => {
    const shuffled = [...partners].reverse();
    const copy = [...shuffled];
    expect(partnersByTier(shuffled, 'en').map((p) => p.id)).toEqual(partnersByTier(partners, 'en').map((p) => p.id));
    expect(shuffled).toEqual(copy);
  });

  it('the head office first, the other branches in the file order', () => {
    const others = branches.filter((b) => !b.headOffice);
    const head = branches.find((b) => b.headOffice)!;
    expect(headOfficeFirst([...others, head]).map((b) => b.id)).toEqual([head.id, ...others.map((b) => b.id)]);
    expect(headOfficeFirst(branches).map((b) => b.id)).toEqual(['saudi-arabia', 'egypt', 'sudan', 'turkey', 'usa']);
  });
});
