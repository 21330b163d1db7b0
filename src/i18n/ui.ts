import en from './ui/en.json' with { type: 'json' };
import ar from './ui/ar.json' with { type: 'json' };
import type { Locale } from './locales.ts';
import { interpolate } from './interpolate.ts';
import { claims } from '../site.config.ts';

/** English is the source of truth: the Arabic file must match its shape (checked by tsc here
 *  and by tests/unit/ui-strings.test.ts for placeholders). */
export type UiStrings = typeof en;
const arStrings: UiStrings = ar;

const catalogues: Record<Locale, UiStrings> = { en, ar: arStrings };

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Leaves<T> = T extends string
  ? ''
  : { [K in keyof T]: K extends string ? (T[K] extends string ? K : Join<K, Leaves<T[K]>>) : never }[keyof T];
export type UiKey = Leaves<UiStrings>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: UiKey, values?: Record<string, string | number>) => string;

/** Returns a translator for one locale, falling back to English for a missing string. */
export function useTranslations(locale: Locale): Translate {
  return (key, values) => {
    const template = lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
    // Business claims ({replyWorkingDays}…) are filled in everywhere; call values win.
    return interpolate(template, { ...claims, ...values }, locale);
  };
}

export function uiStrings(locale: Locale): UiStrings {
  return catalogues[locale];
}
