/** Where leads are kept (PGlite in DATA_DIR, or PostgreSQL) and for how long (decision 0030). */
import { resolve } from 'node:path';
import { z } from 'zod';
import { formRetentionDays } from '../../src/forms/retention.ts';

/** A retention longer than the privacy notice states (claims in src/site.config.ts) is refused. */
const noticeLimit = 'must not exceed the retention the privacy notice states (claims in src/site.config.ts)';

export const dataSchema = z.object({
  DATA_DIR: z.string().default('var'),
  DATABASE_URL: z.url().optional(),
  /** Defaults are the privacy notice's periods; longer would break its promise. */
  RETENTION_INQUIRY_DAYS: z.coerce.number().int().positive().max(formRetentionDays.inquiry, noticeLimit).default(formRetentionDays.inquiry),
  RETENTION_APPLICATION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(formRetentionDays.application, noticeLimit)
    .default(formRetentionDays.application),
});

/** DATA_DIR made absolute once, so a later change of working directory cannot move it. */
export const dataDirs = (env: z.output<typeof dataSchema>) => ({ dataDir: resolve(env.DATA_DIR) });
