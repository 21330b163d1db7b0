/** HTTP: where the server listens, what it trusts, how it bounds clients and sheds load (decision 0012). */
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.ts';
import { bool } from './shared.ts';

export const httpSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** A request body must arrive within this time, or the answer is 408 and the connection closes. */
  BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Load shedding: mean event-loop delay (ms) over a sample that starts shedding. 0 turns this
   * check off (test servers on a loaded machine): a loop blocked through a whole sample reads
   * as an infinite delay, which any threshold sheds on.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().default(200),
  /** Shedding for longer than this makes /healthz answer 503, so a supervisor restarts the instance. */
  SHED_UNHEALTHY_AFTER_MS: z.coerce.number().int().positive().default(60_000),
  /** Bearer token for GET /metrics (Prometheus); unset → /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});
