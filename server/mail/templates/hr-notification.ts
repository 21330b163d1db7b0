/** HR's mail about a job application: who, which position, the job title as typed; the CV is attached by the worker. */
import { createElement as h } from 'react';
import { Heading, Text } from '@react-email/components';
import { site } from '../../../src/site.config.ts';
import { EmailLayout, styles } from './layout.ts';
import { FieldsTable, Typed } from './fields-table.ts';
import type { HrNotificationProps } from '../email-snapshot.ts';
import { ReplyLinks, senderRows } from './sender-contact.ts';
import { positionTitle } from './strings.ts';
import type { PublishedContent } from '../../content/published-content.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** Names the role applied for by its published title; the applicant's current title follows their name, so it never reads as the role. */
export function hrSubject(props: Pick<HrNotificationProps, 'name' | 'jobTitle' | 'position'>, content: PublishedContent): string {
  return `Job application for ${positionTitle(content, props.position, 'en')} from ${props.name} (${props.jobTitle})`;
}

export function HrNotification(props: HrNotificationProps & { logoSrc: string; content: PublishedContent }) {
  const title = hrSubject(props, props.content);
  const position = positionTitle(props.content, props.position, 'en');
  // The attached CV is the rebuilt PDF (pixels and OCR text), never the applicant's file (docs/decisions/0026).
  const cvSentence = props.cvRefused
    ? 'The CV could not be made safe to open and was not kept. Please ask the applicant to send it again.'
    : 'The CV is attached to this e-mail as a rebuilt PDF: an image of each page with searchable text.';
  return h(
    EmailLayout,
    {
      locale: 'en',
      title,
      preview: `${position}: ${props.cvRefused ? 'CV could not be made safe' : 'CV attached'}`,
      logoSrc: props.logoSrc,
    },
    h(Heading, { as: 'h1', style: styles.heading }, 'New job application from ', h(Typed, null, props.name)),
    h(Text, { style: styles.muted }, `Position: ${position}. ${cvSentence}`),
    h(FieldsTable, {
      caption: 'Application details',
      rows: [
        ...senderRows(props),
        { label: 'Position', value: position },
        { label: 'Current job title', value: h(Typed, null, props.jobTitle) },
        { label: 'Language', value: languageNames.of(props.locale) ?? props.locale },
        {
          label: 'CV',
          value: props.cvRefused ? 'Not attached: request it again from the applicant' : h(Typed, null, `${props.cvFileName} (attached)`),
        },
      ],
    }),
    h(ReplyLinks, { email: props.email, phone: props.phone, subject: `Re: your application to ${site.brand}` }),
  );
}
