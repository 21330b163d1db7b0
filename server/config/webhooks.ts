/** Webhooks to the CRM/ERP (Standard Webhooks, through the outbox) and the signed CV links they carry. */
import { z } from 'zod';
import { claims, site } from '../../src/site.config.ts';
import { parseWebhookSecret, parseWebhookUrls } from '../leads/webhooks/settings.ts';
import { bool, type ConfigIssues } from './shared.ts';

export const webhooksSchema = z.object({
  /** Comma-separated receiver URLs: every accepted, non-spam lead is POSTed to each. */
  LEAD_WEBHOOK_URL: z.string().optional(),
  /** The Standard Webhooks signing secret, `whsec_` + base64 (24 to 64 bytes). */
  LEAD_WEBHOOK_SECRET: z.string().optional(),
  /** Allows http:// and loopback/private addresses (local receivers, tests); never in production. */
  LEAD_WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  /** One webhook request (connect, send, answer) must finish within this time. */
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(10_000),
  /** Origin of the signed CV download links in webhooks (the site's public origin). */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default(site.origin)
    .transform((value) => new URL(value).origin),
  /** How long a CV download link in a webhook stays valid; the privacy notice states it (claims.cvLinkHours). */
  CV_LINK_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(claims.cvLinkHours),
});

/**
 * LEAD_WEBHOOK_URL as a checked, de-duplicated list (empty: no webhooks), parsed once, here, so
 * its problems are reported with the other settings'; a URL needs the secret to sign with.
 */
export function webhookUrls(env: z.output<typeof webhooksSchema>, issues: ConfigIssues): readonly string[] {
  const urls = parseWebhookUrls(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_ALLOW_PRIVATE);
  if (typeof urls === 'string') issues.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_URL'], message: urls });
  else if (urls.length && !env.LEAD_WEBHOOK_SECRET)
    issues.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: 'is required when LEAD_WEBHOOK_URL is set' });
  const secretProblem = env.LEAD_WEBHOOK_SECRET === undefined ? null : parseWebhookSecret(env.LEAD_WEBHOOK_SECRET);
  if (secretProblem) issues.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: secretProblem });
  return typeof urls === 'string' ? [] : urls;
}
