/** E-mail: the transport and its settings, the addresses, the acknowledgement, the outbox's pace (decision 0013). */
import { z } from 'zod';
import { claims } from '../../src/site.config.ts';
import type { ConfigIssues } from './shared.ts';

export const mailSchema = z.object({
  MAIL_TRANSPORT: z.enum(['log', 'smtp', 'emailjs']).default('log'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must start with smtp:// or smtps://' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^\s*(?:[^<>]*<\s*)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>?\s*$/, 'is not an address like "Name <no-reply@example.com>"')
    .default('ASCON website <no-reply@ascon-erp.com>'),
  SALES_EMAIL: z.email().default('sales@ascon-erp.com'),
  HR_EMAIL: z.email().default('hr@ascon-erp.com'),
  EMAILJS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.emailjs.com'),
  EMAILJS_PUBLIC_KEY: z.string().optional(),
  EMAILJS_PRIVATE_KEY: z.string().optional(),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_TEMPLATE_ID: z.string().optional(),
  /** The visitor's acknowledgement mail (inquiries and applications that pass the spam checks). */
  ACK_EMAIL: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** At most one acknowledgement per recipient address within this many hours (the privacy notice's claim). */
  ACK_EMAIL_PER_ADDRESS_HOURS: z.coerce.number().positive().default(claims.ackHashHours),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
  OUTBOX_BACKOFF_MS: z.coerce.number().int().positive().default(5000),
  /** Longest wait between two attempts; retries go on at this pace through an outage. */
  OUTBOX_MAX_BACKOFF_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** A delivery still failing this long after its row was queued (or re-queued by `leads retry`) is marked failed. */
  OUTBOX_MAX_AGE_HOURS: z.coerce.number().positive().default(24),
});

/** The chosen transport's own settings must be there: a mail that cannot go is found at start. */
export function checkMailTransport(env: z.output<typeof mailSchema>, issues: ConfigIssues): void {
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL)
    issues.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
  if (env.MAIL_TRANSPORT !== 'emailjs') return;
  for (const key of ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'] as const) {
    if (!env[key]?.trim())
      issues.addIssue({ code: 'custom', path: [key], message: 'must be a non-empty string when MAIL_TRANSPORT=emailjs' });
  }
}
