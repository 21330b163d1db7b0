/** What several configuration areas use: the environment's booleans, and where an area reports a problem. */
import { z } from 'zod';

/** `true`/`1` or `false`/`0`; anything else names the variable in the start-up error. */
export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Where an area's check of several variables together reports one, under the variable's name. */
export interface ConfigIssues {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}
