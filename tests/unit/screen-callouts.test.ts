import { describe, expect, it } from 'vitest';
import { sectorBodyScreens } from '../../src/components/sectors/body-screens.ts';
import { locales } from '../../src/i18n/locales.ts';
import { uiStrings } from '../../src/i18n/ui.ts';
import { sectorKeys } from '../../src/routes.ts';
import { screenCallouts } from '../../src/visuals/callouts.ts';
import { hasPhoneCanvas } from '../../src/visuals/phone-canvases.ts';
import { readCallouts } from '../../scripts/lib/callouts.ts';
import { manifestKey, readManifest } from '../../scripts/lib/visuals-manifest.ts';

// Design history 2026-11-29: the sector screens' numbered callouts, measured by `npm run visuals`.
describe("the sector screens' callouts", () => {
  const callouts = readCallouts();
  const manifest = readManifest();

  it('number as many targets as the caption has notes, two or three, in both languages', () => {
    for (const key of sectorKeys) {
      const targets = screenCallouts[sectorBodyScreens[key]] ?? [];
      expect(targets.length, key).toBeGreaterThanOrEqual(2);
      expect(targets.length, key).toBeLessThanOrEqual(3);
      for (const locale of locales) {
        const notes = Object.values(uiStrings(locale).sectorScreens[key].notes);
        expect(notes.length, `${key}.${locale}`).toBe(targets.length);
        for (const note of notes) {
          expect(note.title.length, `${key}.${locale}: a title-like phrase`).toBeLessThanOrEqual(30);
          expect(note.text.split(/[.؟!]\s/u).length, `${key}.${locale}: one sentence`).toBe(1);
        }
      }
    }
  });

  it('were measured on the documents the images were rendered from (else: node scripts/visuals.ts --callouts)', () => {
    for (const key of sectorKeys) {
      const name = sectorBodyScreens[key];
      for (const locale of locales)
        for (const layout of ['desktop', 'phone'] as const) {
          const id = manifestKey(name, locale, layout);
          if (layout === 'phone' && !hasPhoneCanvas(name)) {
            expect(callouts[id], id).toBeUndefined();
            continue;
          }
          expect(callouts[id]?.document, id).toBe(manifest[id]?.document);
          const pins = callouts[id]?.pins;
          // Every desktop canvas has its markers; a phone canvas all of them or none.
          if (layout === 'desktop') expect(pins?.length, id).toBe(screenCallouts[name]?.length);
          else expect([null, screenCallouts[name]?.length], id).toContain(pins === null ? null : pins?.length);
          for (const pin of pins ?? []) {
            expect(pin.x, id).toBeGreaterThan(0);
            expect(pin.x, id).toBeLessThan(100);
            expect(pin.y, id).toBeGreaterThan(0);
            expect(pin.y, id).toBeLessThan(100);
          }
        }
    }
  });
});
