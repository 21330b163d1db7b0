/**
 * What both staff notifications show of the person who wrote in: the name, e-mail and phone
 * rows of the details table, and the one-click reply and call links under it.
 */
import { createElement as h } from 'react';
import { Link, Text } from '@react-email/components';
import { styles } from './layout.ts';
import { Typed, telHref, type FieldRow } from './fields-table.ts';

function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`;
}

export function senderRows({ name, email, phone }: { name: string; email: string; phone: string }): FieldRow[] {
  return [
    { label: 'Name', value: h(Typed, null, name) },
    { label: 'E-mail', value: h(Link, { href: mailtoHref(email), style: styles.link }, email) },
    { label: 'Phone', value: h(Link, { href: telHref(phone), style: styles.link }, h('span', { dir: 'ltr' }, phone)) },
  ];
}

export function ReplyLinks({ email, phone, subject }: { email: string; phone: string; subject: string }) {
  return h(
    Text,
    { style: styles.text },
    h(Link, { href: mailtoHref(email, subject), style: { ...styles.link, fontWeight: 600 } }, 'Reply by e-mail'),
    '  ·  ',
    h(Link, { href: telHref(phone), style: { ...styles.link, fontWeight: 600 } }, 'Call ', h('span', { dir: 'ltr' }, phone)),
  );
}
