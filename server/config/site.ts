/** The built site the server serves, and local publishing (decision 0037). */
import { resolve } from 'node:path';
import { z } from 'zod';
import { bool } from './shared.ts';

export const siteSchema = z.object({
  DIST_DIR: z.string().default('dist'),
  /** Local publishing: rebuild and swap in the site when its content changes; DIST_DIR is then a `current` link. */
  SITE_REBUILD: bool.default(false),
  /** The source tree local publishing watches and builds (its src/content/ and public/). */
  SITE_SOURCE_DIR: z.string().default('.'),
});

/** DIST_DIR made absolute once, so a later change of working directory cannot move it. */
export const siteDirs = (env: z.output<typeof siteSchema>) => ({ distDir: resolve(env.DIST_DIR) });
