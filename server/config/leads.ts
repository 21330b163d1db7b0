/** Abuse protection of the lead forms: rate limits, the time trap's form tokens (decision 0029), upload concurrency. */
import { z } from 'zod';
import { limits } from '../../src/forms/limits.ts';
import { claims } from '../../src/site.config.ts';

export const leadsSchema = z.object({
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
  /** Server-signed form tokens (time trap): lifetime; the form refreshes its token before it ends. */
  FORM_TOKEN_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 60 * 60_000),
  /** A token's hard lifetime from when the form was opened: renewal never reaches past it; the form_token cookie's lifetime the privacy notice states (claims.formTokenHours). */
  FORM_TOKEN_MAX_AGE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(claims.formTokenHours * 60 * 60_000),
  /** HMAC key for form tokens; unset → one generated and kept in the database (shared by every server on it). */
  FORM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** CV uploads handled at once; more get a localized "try again in a moment" (503, Retry-After). */
  UPLOAD_CONCURRENCY: z.coerce.number().int().positive().default(4),
});

/**
 * Several servers share one PostgreSQL, so they must share the counters too; PGlite is
 * single-process, where memory is enough.
 */
export const rateLimitStore = (env: z.output<typeof leadsSchema> & { DATABASE_URL?: string | undefined }) =>
  env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? ('database' as const) : ('memory' as const));
