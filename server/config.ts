/**
 * Environment configuration, validated once at start: a bad value stops the server with a
 * message naming the variable. Every variable is listed in .env.example.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { limits } from '../src/forms/limits.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DIST_DIR: z.string().default('dist'),
    DATA_DIR: z.string().default('var'),
    DATABASE_URL: z.url().optional(),
    TRUST_PROXY: bool.default(false),
    /** Send HSTS: only when the site is served over TLS (directly or behind a proxy). */
    HSTS: bool.default(false),
    MAIL_TRANSPORT: z.enum(['log', 'smtp', 'emailjs']).default('log'),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('ASCON website <no-reply@ascon-erp.com>'),
    SALES_EMAIL: z.email().default('sales@ascon-erp.com'),
    HR_EMAIL: z.email().default('hr@ascon-erp.com'),
    EMAILJS_URL: z.url().default('https://api.emailjs.com'),
    EMAILJS_PUBLIC_KEY: z.string().optional(),
    EMAILJS_PRIVATE_KEY: z.string().optional(),
    EMAILJS_SERVICE_ID: z.string().optional(),
    EMAILJS_TEMPLATE_ID: z.string().optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(10 * 60 * 1000),
    /** Where form-post counters live; unset → `database` with DATABASE_URL, else `memory`. */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    CV_MAX_BYTES: z.coerce.number().int().positive().default(limits.cvDefaultMaxBytes),
    MIN_FILL_MS: z.coerce.number().int().nonnegative().default(limits.minFillMs),
    OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
    OUTBOX_BACKOFF_MS: z.coerce.number().int().positive().default(5000),
    RETENTION_INQUIRY_DAYS: z.coerce.number().int().positive().default(730),
    RETENTION_APPLICATION_DAYS: z.coerce.number().int().positive().default(183),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    if (env.MAIL_TRANSPORT === 'emailjs') {
      for (const key of ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'] as const) {
        if (!env[key]?.trim()) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a non-empty string when MAIL_TRANSPORT=emailjs' });
      }
    }
  })
  // Several servers share one PostgreSQL, so they must share the counters too; PGlite is
  // single-process, where memory is enough.
  .transform((env) => ({ ...env, RATE_LIMIT_STORE: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? ('database' as const) : ('memory' as const)) }));

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
