/**
 * Webhooks to the CRM/ERP (Standard Webhooks, through the outbox) and the signed CV links they
 * carry. LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are checked here, at start: a bad value stops
 * the server with a message naming the variable, instead of failing every delivery.
 */
import { z } from 'zod';
import { claims, site } from '../../src/site.config.ts';
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

/** The URLs, de-duplicated, or a message saying what is wrong with them. */
export function parseWebhookUrls(value: string | undefined, allowPrivate: boolean): string[] | string {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const urls: string[] = [];
  for (const item of items) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return `"${redact(item)}" is not a URL`;
    }
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
      return `${redact(item)}: only https:// URLs are allowed (http:// only with LEAD_WEBHOOK_ALLOW_PRIVATE=true)`;
    }
    if (url.hash) return `${redact(item)}: a fragment (#…) has no meaning in a webhook URL`;
    if (!urls.includes(url.href)) urls.push(url.href);
  }
  return urls;
}

/** Null when the secret is a Standard Webhooks secret (`whsec_` + base64 of 24 to 64 bytes). */
export function parseWebhookSecret(value: string): string | null {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match?.[1]) return 'must be whsec_ followed by base64 (e.g. whsec_$(openssl rand -base64 32))';
  const bytes = Buffer.from(match[1], 'base64').length;
  if (bytes < 24 || bytes > 64) return `must encode 24 to 64 bytes (it encodes ${bytes})`;
  return null;
}

function redact(item: string): string {
  try {
    const url = new URL(item);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return item.replace(/\/\/[^@/]*@/, '//…@').slice(0, 80);
  }
}
