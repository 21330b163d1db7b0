/**
 * The visitor's acknowledgement, in the form's language (Arabic right to left). It says what
 * happens next (for an inquiry: the branch that answers, its phones and hours; for an
 * application: HR's timeline, a claim from site.config.ts) and repeats nothing the visitor
 * typed, not even the name: the address is unverified, so the mail must be useless for
 * carrying someone else's text to a third party (decision 0013). The greeting is generic.
 */
import { createElement as h, Fragment } from 'react';
import { Heading, Link, Text } from '@react-email/components';
import { displayPhone, hoursSentenceParts } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { answeringBranchIn } from '../../content/published-content.ts';
import type { Branch, PublishedContent } from '../../content/published-content.ts';
import { EmailLayout, styles } from './layout.ts';
import { telHref } from './fields-table.ts';
import type { AcknowledgementProps } from '../email-snapshot.ts';
import { branchHoursStrings, emailStrings, fill, fillWithNode, positionTitle } from './strings.ts';

export function acknowledgementSubject(kind: AcknowledgementProps['kind'], locale: Locale): string {
  const t = emailStrings(locale).acknowledgement;
  return kind === 'inquiry' ? t.inquirySubject : t.applicationSubject;
}

function BranchContact({
  branch,
  locale,
  content,
  routed,
}: {
  branch: Branch;
  locale: Locale;
  content: PublishedContent;
  routed: boolean;
}) {
  const t = emailStrings(locale).acknowledgement;
  const hoursText = branchHoursStrings(content, locale);
  // The contact page's sentence (src/i18n/format.ts), each time isolated left to right and
  // unbreakable, so the range reads in order inside Arabic text.
  const { before, range, after } = hoursSentenceParts(branch.hours, locale, hoursText);
  const hours = h(
    Fragment,
    null,
    before,
    ...range.map((part, i) =>
      part.kind === 'time' ? h('span', { key: i, dir: 'ltr', style: { whiteSpace: 'nowrap' } }, part.text) : part.text,
    ),
    after,
  );
  return h(
    'div',
    null,
    h(Heading, { as: 'h2', style: styles.subheading }, t.callHeading),
    h(Text, { style: { ...styles.text, margin: '0 0 8px' } }, routed ? t.callText : t.callTextUnrouted),
    h(
      Text,
      { style: { ...styles.text, margin: '0 0 8px' } },
      h('strong', null, `${t.phone}: `),
      ...branch.phones.flatMap((phone, i) => [
        i ? (locale === 'ar' ? '، ' : ', ') : '',
        h(Link, { key: phone, href: telHref(phone), style: styles.link }, h('span', { dir: 'ltr' }, displayPhone(phone))),
      ]),
    ),
    h(Text, { style: styles.text }, h('strong', null, `${hoursText.label}: `), hours),
  );
}

type InquiryProps = Extract<AcknowledgementProps, { kind: 'inquiry' }>;
type ApplicationProps = Extract<AcknowledgementProps, { kind: 'application' }>;

function inquiryBody(props: InquiryProps, content: PublishedContent) {
  const { locale } = props;
  const t = emailStrings(locale).acknowledgement;
  const branch = answeringBranchIn(content.branches, props.branchId);
  // No branch serves the visitor's country: the head office answers, and the mail says why
  // rather than calling it "the branch that serves your country" (decisions 0013, 0058).
  const routed = props.branchId !== null;
  return {
    preview: fill(content, routed ? t.inquiryNext : t.inquiryNextUnrouted, locale),
    body: [
      h(
        Text,
        { key: 'intro', style: styles.text },
        fillWithNode(content, routed ? t.inquiryIntro : t.inquiryIntroUnrouted, locale, 'branch', h('strong', null, branch.name[locale]), {
          city: branch.city[locale],
        }),
      ),
      h(Text, { key: 'next', style: styles.text }, fill(content, routed ? t.inquiryNext : t.inquiryNextUnrouted, locale)),
      h(BranchContact, { key: 'contact', branch, locale, content, routed }),
    ],
  };
}

function applicationBody(props: ApplicationProps, content: PublishedContent) {
  const { locale } = props;
  const t = emailStrings(locale).acknowledgement;
  return {
    preview: fill(content, t.applicationNext, locale),
    body: [
      h(
        Text,
        { key: 'intro', style: styles.text },
        fillWithNode(content, t.applicationIntro, locale, 'position', h('strong', null, positionTitle(content, props.position, locale))),
      ),
      h(Text, { key: 'next', style: styles.text }, fill(content, t.applicationNext, locale)),
    ],
  };
}

export function Acknowledgement(props: AcknowledgementProps & { logoSrc: string; content: PublishedContent }) {
  const { locale, content } = props;
  const t = emailStrings(locale).acknowledgement;
  const subject = acknowledgementSubject(props.kind, locale);
  const { preview, body } = props.kind === 'inquiry' ? inquiryBody(props, content) : applicationBody(props, content);
  return h(
    EmailLayout,
    { locale, title: subject, preview, logoSrc: props.logoSrc, sentBecause: true },
    h(Heading, { as: 'h1', style: styles.heading }, subject),
    h(Text, { style: styles.text }, t.greeting),
    ...body,
    h(Text, { style: styles.muted }, t.notYou),
    h(Text, { style: { ...styles.text, margin: 0 } }, t.signature),
  );
}
