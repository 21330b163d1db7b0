/**
 * The e-mails' words. The visitor's mails use src/i18n/email/{en,ar}.json plus strings the site
 * already shows (branch hours from the contact page, position titles from the job positions),
 * so a wording changed on the site changes in the mail too. Claims ({replyWorkingDays},
 * {shortlistWeeks}) come from src/site.config.ts, as on the pages.
 */
import { createElement as h, Fragment, type ReactNode } from 'react';
import en from '../../../src/i18n/email/en.json' with { type: 'json' };
import ar from '../../../src/i18n/email/ar.json' with { type: 'json' };
import contactEn from '../../../src/content/contact/en.json' with { type: 'json' };
import contactAr from '../../../src/content/contact/ar.json' with { type: 'json' };
import { readPositions, type PositionEntry } from '../../../src/content/positions.ts';
import { interpolate } from '../../../src/i18n/interpolate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { claims } from '../../../src/site.config.ts';

export type EmailStrings = typeof en;
const catalogues: Record<Locale, EmailStrings> = { en, ar };
const contact = { en: contactEn, ar: contactAr };
let positions: readonly PositionEntry[] | undefined;

export function emailStrings(locale: Locale): EmailStrings {
  return catalogues[locale];
}

export function branchHoursStrings(locale: Locale): { label: string; hours: string; days: string; time: string } {
  return contact[locale].branchHours;
}

/** A position's title by id (a list value, never what the visitor typed); closed ones too, for applications sent while open. */
export function positionTitle(position: string, locale: Locale): string {
  positions ??= readPositions();
  return positions.find((p) => p.id === position)?.[locale].title ?? position;
}

/** A template filled with claims and plain values. */
export function fill(template: string, locale: Locale, values: Record<string, string | number> = {}): string {
  return interpolate(template, { ...claims, ...values }, locale);
}

const slotMark = '\uE000';

/**
 * A template with one placeholder filled by a React node (a name isolated with dir="auto",
 * a bold branch name): the node is rendered as an element, so what a visitor typed is escaped
 * by React and never parsed as part of the template.
 */
export function fillWithNode(
  template: string,
  locale: Locale,
  slot: string,
  node: ReactNode,
  values: Record<string, string | number> = {},
): ReactNode {
  const parts = fill(template, locale, { ...values, [slot]: slotMark }).split(slotMark);
  return h(Fragment, null, ...parts.flatMap((part, i) => (i === 0 ? [part] : [h(Fragment, { key: i }, node), part])));
}
