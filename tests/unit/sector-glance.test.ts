import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nestedContent } from '../../src/content/registry.ts';
import { sectorSchema } from '../../src/content/schemas/sector.ts';
import { sectorGlance, systemRowId } from '../../src/components/sectors/glance.ts';
import { locales } from '../../src/i18n/locales.ts';

const parse = (key: string, locale: string) =>
  sectorSchema.parse(JSON.parse(readFileSync(`src/content/sectors/${key}/${locale}.json`, 'utf8')));
const keys = Object.keys(nestedContent.sectors.entries);

describe("each sector page's 'at a glance' panel (SectorGlance.tsx)", () => {
  it('states construction from its own content: three systems, three products, WPS and GOSI, five steps', () => {
    const glance = sectorGlance(parse('construction', 'en'));
    expect(glance.systems).toEqual([
      { title: 'Project management', id: 'system-project-group' },
      { title: 'Letters of guarantee', id: 'system-letters-of-guarantee' },
      { title: 'Payroll', id: 'system-wages-and-salaries' },
    ]);
    expect(glance.products).toEqual(['financial', 'hr', 'featured']);
    expect(glance.rules).toEqual(['WPS', 'GOSI']);
    expect(glance.workflow).toEqual(['Priced tender', 'Project budget', 'Progress certificate', 'Subcontractor invoice', 'Retention']);
  });

  it('lists no rules where the sector states none, and finds products through the Details links where the intro links none', () => {
    const industry = sectorGlance(parse('industry', 'en'));
    expect(industry.rules).toEqual([]);
    // The industry intro links no product page; its systems' Details links lead to these three.
    expect(industry.products).toEqual(['financial', 'distribution', 'featured']);
  });

  it('takes every value from the page in both languages, so no two sectors show the same panel', () => {
    for (const locale of locales) {
      const seen = new Set<string>();
      for (const key of keys) {
        const content = parse(key, locale);
        const glance = sectorGlance(content);
        expect(
          glance.systems.map((s) => s.title),
          key,
        ).toEqual(content.software.items.map((i) => i.title));
        expect(new Set(glance.systems.map((s) => s.id)).size, `${key}: row ids unique`).toBe(3);
        expect(glance.systems.map((s) => s.id)).toEqual(content.software.items.map((i) => systemRowId(i.section)));
        expect(glance.products.length, key).toBeGreaterThan(0);
        expect(glance.workflow, key).toEqual(content.flow.steps.map((s) => s.label));
        expect(glance.rules, key).toEqual(content.signature?.points.map((p) => p.mark) ?? []);
        seen.add(JSON.stringify(glance));
      }
      expect(seen.size, locale).toBe(keys.length);
    }
  });

  it('draws the same products and the same number of rules in both languages', () => {
    for (const key of keys) {
      const [en, ar] = locales.map((locale) => sectorGlance(parse(key, locale)));
      expect(ar!.products, key).toEqual(en!.products);
      expect(ar!.rules.length, key).toBe(en!.rules.length);
      expect(
        ar!.systems.map((s) => s.id),
        key,
      ).toEqual(en!.systems.map((s) => s.id));
    }
  });
});

describe("the sector schema's composition", () => {
  it("refuses the 'rule' composition without a signature, naming the field, and accepts it with one", () => {
    const school = JSON.parse(readFileSync('src/content/sectors/school/en.json', 'utf8')) as Record<string, unknown>;
    expect(school['composition']).toBe('rule');
    expect(sectorSchema.safeParse(school).success).toBe(true);
    const { signature: _dropped, ...withoutSignature } = school;
    const result = sectorSchema.safeParse(withoutSignature);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['signature']);
    expect(sectorSchema.safeParse({ ...withoutSignature, composition: 'screen' }).success).toBe(true);
  });
});
