/**
 * The e-mails' words. The visitor's mails use src/i18n/email/{en,ar}.json plus strings the site
 * already shows (branch hours from the contact page, position titles from the job positions),
 * so a wording changed on the site changes in the mail too: those come from the server's
 * published content, passed in at render time, so a publish reaches the next mail (decision
 * 0038). Claims ({replyWorkingDays}, {shortlistWeeks}) are src/content/claims.json's, as on the pages,
 * from the same published content.
 */
import { createElement as h, Fragment, type ReactNode } from 'react';
import en from '../../../src/i18n/email/en.json' with { type: 'json' };
import ar from '../../../src/i18n/email/ar.json' with { type: 'json' };
import { interpolate } from '../../../src/i18n/interpolate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { BranchHoursWords, PublishedContent } from '../../content/published-content.ts';

export type EmailStrings = typeof en;
const catalogues: Record<Locale, EmailStrings> = { en, ar };

export function emailStrings(locale: Locale): EmailStrings {
  return catalogues[locale];
}

export function branchHoursStrings(content: PublishedContent, locale: Locale): BranchHoursWords {
  return content.branchHours[locale];
}

/** A position's title by id (a list value, never what the visitor typed); closed ones too, for applications sent while open. */
export function positionTitle(content: PublishedContent, position: string, locale: Locale): string {
  return content.positions.find((p) => p.id === position)?.[locale].title ?? position;
}

/** A template filled with claims and plain values. */
export function fill(content: PublishedContent, template: string, locale: Locale, values: Record<string, string | number> = {}): string {
  return interpolate(template, { ...content.claims, ...values }, locale);
}

const slotMark = '\uE000';

/**
 * A template with one placeholder filled by a React node (a name isolated with dir="auto",
 * a bold branch name): the node is rendered as an element, so what a visitor typed is escaped
 * by React and never parsed as part of the template.
 */
export function fillWithNode(
  content: PublishedContent,
  template: string,
  locale: Locale,
  slot: string,
  node: ReactNode,
  values: Record<string, string | number> = {},
): ReactNode {
  const parts = fill(content, template, locale, { ...values, [slot]: slotMark }).split(slotMark);
  return h(Fragment, null, ...parts.flatMap((part, i) => (i === 0 ? [part] : [h(Fragment, { key: i }, node), part])));
}
