import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nestedContent } from '../../src/content/registry.ts';
import { locales } from '../../src/i18n/locales.ts';

const read = (key: string, locale: string) =>
  JSON.parse(readFileSync(`src/content/sectors/${key}/${locale}.json`, 'utf8')) as Record<string, unknown> & {
    flow: { heading: string; steps: { label: string; text?: string }[] };
  };

describe("each sector's document flow", () => {
  const entries = Object.entries(nestedContent.sectors.entries);

  it('is in both languages of all ten sectors, with the same number of steps', () => {
    expect(entries).toHaveLength(10);
    for (const [key] of entries) {
      const [en, ar] = locales.map((locale) => read(key, locale));
      expect(en!.flow.steps.length, key).toBeGreaterThanOrEqual(4);
      expect(ar!.flow.steps.length, key).toBe(en!.flow.steps.length);
    }
  });

  it('fails the build when a sector lacks it, has three steps or a long label', () => {
    for (const [key, { schema }] of entries) {
      const content = read(key, 'en');
      expect(schema.safeParse(content).success, key).toBe(true);
      const { flow, ...without } = content;
      expect(schema.safeParse(without).success, `${key} without a flow`).toBe(false);
      expect(schema.safeParse({ ...content, flow: { ...flow, steps: flow.steps.slice(0, 3) } }).success, `${key}: 3 steps`).toBe(false);
      const long = flow.steps.map((s, i) => (i === 0 ? { ...s, label: 'a label far longer than a short one' } : s));
      expect(schema.safeParse({ ...content, flow: { ...flow, steps: long } }).success, `${key}: long label`).toBe(false);
    }
  });

  it('differs from sector to sector', () => {
    const labels = entries.map(([key]) =>
      read(key, 'en')
        .flow.steps.map((s) => s.label)
        .join(' > '),
    );
    expect(new Set(labels).size).toBe(entries.length);
  });
});
