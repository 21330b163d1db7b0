/**
 * Environment configuration, validated once at start: a bad value stops the server with a
 * message naming the variable. One module per area (each listed in .env.example under its own
 * heading); this one composes them into the one frozen `Config` every consumer reads.
 */
import { z } from 'zod';
import { cvDisarmSchema, cvIsolation, type CvIsolation } from './cv-disarm.ts';
import { dataDirs, dataSchema } from './data.ts';
import { httpSchema } from './http.ts';
import { leadsSchema, rateLimitStore } from './leads.ts';
import { checkMailTransport, mailSchema } from './mail.ts';
import { siteDirs, siteSchema } from './site.ts';
import { webhooksSchema, webhookUrls } from './webhooks.ts';

/** The areas, in .env.example's order (tests/unit/config-areas.test.ts holds the file to them). */
export const configAreas = [httpSchema, siteSchema, dataSchema, mailSchema, webhooksSchema, leadsSchema, cvDisarmSchema] as const;

const envSchema = z
  .object({
    ...httpSchema.shape,
    ...siteSchema.shape,
    ...dataSchema.shape,
    ...mailSchema.shape,
    ...webhooksSchema.shape,
    ...leadsSchema.shape,
    ...cvDisarmSchema.shape,
  })
  .transform((env, ctx) => {
    const urls = webhookUrls(env, ctx);
    checkMailTransport(env, ctx);
    return { ...env, ...siteDirs(env), ...dataDirs(env), RATE_LIMIT_STORE: rateLimitStore(env), webhookUrls: urls };
  });

export type Config = Readonly<Omit<z.output<typeof envSchema>, 'CV_ISOLATION'> & { CV_ISOLATION: CvIsolation }>;

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
  // NODE_ENV is not a setting of its own (systemd sets it): it only picks this default.
  return Object.freeze({ ...result.data, CV_ISOLATION: cvIsolation(result.data.CV_ISOLATION, cleaned.NODE_ENV) });
}
