/**
 * Environment configuration, validated once at start: a bad value stops the server with a
 * message naming the variable. Every variable is listed in .env.example.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { limits } from '../src/forms/limits.ts';
import { parseTrustProxy } from './http/trust-proxy.ts';
import { claims, site } from '../src/site.config.ts';
import { formRetentionDays } from '../src/forms/retention.ts';
import { parseWebhookSecret, parseWebhookUrls } from './leads/webhooks/settings.ts';

/** A retention longer than the privacy notice states (claims in src/site.config.ts) is refused. */
const noticeLimit = 'must not exceed the retention the privacy notice states (claims in src/site.config.ts)';
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DIST_DIR: z.string().default('dist'),
    /** Local publishing (decision 0037): rebuild and swap in the site when its content changes; DIST_DIR is then a `current` link. */
    SITE_REBUILD: bool.default(false),
    /** The source tree local publishing watches and builds (its src/content/ and public/). */
    SITE_SOURCE_DIR: z.string().default('.'),
    DATA_DIR: z.string().default('var'),
    DATABASE_URL: z.url().optional(),
    /** Hop count or proxy addresses/CIDRs (Fastify's trustProxy); a bare `true` is refused. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Send HSTS: only when the site is served over TLS (directly or behind a proxy). */
    HSTS: bool.default(false),
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
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** The privacy notice states this window (claims.rateLimitWindowMinutes). */
    RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(claims.rateLimitWindowMinutes * 60_000),
    /** Where form-post counters live; unset → `database` with DATABASE_URL, else `memory`. */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    MIN_FILL_MS: z.coerce.number().int().nonnegative().default(limits.minFillMs),
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
    /** Server-signed form tokens (time trap): lifetime; the form refreshes its token before it ends. */
    FORM_TOKEN_TTL_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 60 * 60_000),
    /** A token's hard lifetime from when the form was opened: renewal never reaches past it (decision 0029); the form_token cookie's lifetime the privacy notice states (claims.formTokenHours). */
    FORM_TOKEN_MAX_AGE_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(claims.formTokenHours * 60 * 60_000),
    /** HMAC key for form tokens; unset → one generated and kept in the database (shared by every server on it). */
    FORM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** CV uploads handled at once; more get a localized "try again in a moment" (503, Retry-After). */
    UPLOAD_CONCURRENCY: z.coerce.number().int().positive().default(4),
    /** CV conversions (sandboxed rebuild, docs/decisions/0026) run at once; default one per core but one. */
    CV_DISARM_CONCURRENCY: z.coerce
      .number()
      .int()
      .positive()
      .default(Math.max(1, availableParallelism() - 1)),
    /** Address space of each conversion process (MiB): a decompression bomb ends there. */
    CV_DISARM_MEMORY_MB: z.coerce.number().int().min(256).default(1024),
    /** Wall-clock bound on one conversion; a time-out is tried once more, then HR is told. */
    CV_DISARM_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
    /** Pages rebuilt at most (a CV's first pages); pages after them are dropped. */
    CV_DISARM_MAX_PAGES: z.coerce.number().int().positive().max(200).default(20),
    /** A request body must arrive within this time, or the answer is 408 and the connection closes. */
    BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Open connections per client address (not counted for trusted proxies). */
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(256),
    /**
     * Load shedding: mean event-loop delay (ms) over a sample that starts shedding. 0 turns this
     * check off (test servers on a loaded machine): a loop blocked through a whole sample reads
     * as an infinite delay, which any threshold sheds on.
     */
    SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().default(200),
    /** Shedding for longer than this makes /healthz answer 503, so a supervisor restarts the instance. */
    SHED_UNHEALTHY_AFTER_MS: z.coerce.number().int().positive().default(60_000),
    /** Comma-separated receiver URLs: every accepted, non-spam lead is POSTed to each (Standard Webhooks). */
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
    /** Bearer token for GET /metrics (Prometheus); unset → /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Defaults are the privacy notice's periods; longer would break its promise (decision 0030). */
    RETENTION_INQUIRY_DAYS: z.coerce
      .number()
      .int()
      .positive()
      .max(formRetentionDays.inquiry, noticeLimit)
      .default(formRetentionDays.inquiry),
    RETENTION_APPLICATION_DAYS: z.coerce
      .number()
      .int()
      .positive()
      .max(formRetentionDays.application, noticeLimit)
      .default(formRetentionDays.application),
  })
  // Several servers share one PostgreSQL, so they must share the counters too; PGlite is
  // single-process, where memory is enough. LEAD_WEBHOOK_URL is parsed once, here: its problems
  // are reported with the other settings'.
  .transform((env, ctx) => {
    const urls = parseWebhookUrls(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_ALLOW_PRIVATE);
    if (typeof urls === 'string') ctx.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_URL'], message: urls });
    else if (urls.length && !env.LEAD_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: 'is required when LEAD_WEBHOOK_URL is set' });
    const secretProblem = env.LEAD_WEBHOOK_SECRET === undefined ? null : parseWebhookSecret(env.LEAD_WEBHOOK_SECRET);
    if (secretProblem) ctx.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: secretProblem });
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    if (env.MAIL_TRANSPORT === 'emailjs') {
      for (const key of ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'] as const) {
        if (!env[key]?.trim())
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be a non-empty string when MAIL_TRANSPORT=emailjs' });
      }
    }
    return {
      ...env,
      RATE_LIMIT_STORE: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? ('database' as const) : ('memory' as const)),
      /** LEAD_WEBHOOK_URL as a checked, de-duplicated list (empty: no webhooks). */
      webhookUrls: typeof urls === 'string' ? [] : urls,
    };
  });

export type Config = z.output<typeof envSchema> & { distDir: string; dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses `env` (default `process.env`); throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  return { ...result.data, distDir: resolve(result.data.DIST_DIR), dataDir: resolve(result.data.DATA_DIR) };
}
