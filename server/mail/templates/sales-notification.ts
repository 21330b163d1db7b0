/**
 * The sales team's mail about an inquiry. In English (the branches' working language with head
 * office), with what the visitor typed as typed, isolated: an Arabic message reads right to
 * left inside the English frame. One click replies (mailto:) or calls (tel:).
 */
import { createElement as h } from 'react';
import { Heading, Link, Text } from '@react-email/components';
import { site } from '../../../src/site.config.ts';
import { knownSitePath } from '../../../src/i18n/known-paths.ts';
import { EmailLayout, styles } from './layout.ts';
import { FieldsTable, Typed } from './fields-table.ts';
import { ReplyLinks, senderRows } from './sender-contact.ts';
import type { SalesNotificationProps } from '../email-snapshot.ts';
import { colors } from './tokens.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export function salesSubject(props: Pick<SalesNotificationProps, 'name' | 'countryName'>): string {
  return `Website inquiry from ${props.name} (${props.countryName})`;
}

/** Line breaks kept as <br>, the text itself escaped by React. */
function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return h(
    Text,
    {
      dir: 'auto',
      style: { ...styles.text, whiteSpace: 'normal', backgroundColor: colors.surfaceAlt, padding: '12px 16px', borderRadius: '6px' },
    },
    ...lines.flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: i }), line])),
  );
}

/**
 * The page the form was sent from. `page` is whatever the visitor's browser (or a script)
 * posted: it becomes a link only when it is one of the site's pages, and the link is then
 * the site's own origin + that page's path; anything else is shown as plain text.
 */
function PageValue({ page }: { page: string }) {
  const path = knownSitePath(page);
  if (path === null) return h('span', null, h(Typed, null, page), ' (not a page of the site)');
  return h(Link, { href: `${site.origin}${path}`, style: styles.link }, path);
}

export function SalesNotification(props: SalesNotificationProps & { logoSrc: string }) {
  const title = salesSubject(props);
  return h(
    EmailLayout,
    {
      locale: 'en',
      title,
      preview: `${props.countryName}: routed to ${props.branch?.name ?? 'the sales address'}`,
      logoSrc: props.logoSrc,
    },
    h(Heading, { as: 'h1', style: styles.heading }, 'New inquiry from ', h(Typed, null, props.name)),
    h(
      Text,
      { style: styles.muted },
      props.branch
        ? `Routed to ${props.branch.name}, the branch that serves ${props.countryName}.`
        : `No branch serves ${props.countryName}; sent to the general sales address.`,
    ),
    h(FieldsTable, {
      caption: 'Inquiry details',
      rows: [
        ...senderRows(props),
        { label: 'Country', value: `${props.countryName} (${props.country})` },
        { label: 'Branch', value: props.branch ? props.branch.name : 'none (general sales address)' },
        { label: 'Language', value: languageNames.of(props.locale) ?? props.locale },
        { label: 'Page', value: h(PageValue, { page: props.page }) },
      ],
    }),
    h(Heading, { as: 'h2', style: styles.subheading }, 'Message'),
    h(MultilineText, { text: props.message }),
    h(ReplyLinks, { email: props.email, phone: props.phone, subject: `Re: your inquiry to ${site.brand}` }),
  );
}
