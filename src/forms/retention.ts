import { claims } from '../site.config.ts';

/**
 * How long the server keeps each form's leads, in days, derived from the retention the privacy
 * notice states in months (`claims` in site.config.ts): the purge job's defaults and the notice
 * read the same two numbers (docs/decisions/0030). A month is counted as 365.25 / 12 days and
 * the result rounded down, so a lead never outlives the months the notice promises.
 */
function retentionDays(months: number): number {
  return Math.floor((months * 365.25) / 12);
}

export const formRetentionDays = {
  inquiry: retentionDays(claims.inquiryRetentionMonths),
  application: retentionDays(claims.applicationRetentionMonths),
} as const;
