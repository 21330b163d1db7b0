import type { Locale } from '../../i18n/locales.ts';
import type { ScreenName } from '../../visuals/names.ts';
import callouts from '../../assets/visuals/callouts.json' with { type: 'json' };

/** A marker's centre in % of the canvas: from its inline start (the right edge in Arabic) and its top. */
export type Pin = { x: number; y: number };

type Entry = { pins: Pin[] | null; reason?: string };

/**
 * Where a screen's numbered callouts stand on its desktop canvas and on its phone canvas (null: the
 * phone canvas does not show every target, or has no room beside one; the notes then stand alone),
 * measured by `npm run visuals` (scripts/lib/callouts.ts, design history 2026-11-29).
 */
export function screenPins(name: ScreenName, locale: Locale): { desktop: Pin[]; phone: Pin[] | null } {
  const entries = callouts as Record<string, Entry>;
  const desktop = entries[`${name}.${locale}.desktop`];
  if (!desktop?.pins) throw new Error(`No callouts for ${name}.${locale}: ${desktop?.reason ?? 'run npm run visuals'}`);
  return { desktop: desktop.pins, phone: entries[`${name}.${locale}.phone`]?.pins ?? null };
}
