/**
 * What each template needs, as plain JSON: stored in the outbox payload when the lead is
 * accepted (a snapshot), rendered by the worker when it sends. Only data, no markup: a
 * template fixed later renders old rows with the fix. The types are the schemas' own, so a row
 * read back from the database is checked against exactly what the templates are typed to take.
 */
import { z } from 'zod';
import { locales } from '../../src/i18n/locales.ts';

const salesNotificationPropsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** ISO 3166 code and its English name. */
  country: z.string(),
  countryName: z.string(),
  message: z.string(),
  /** The language the visitor wrote in (the form's locale). */
  locale: z.enum(locales),
  /** The site path the form was sent from. */
  page: z.string(),
  /** The branch the inquiry was routed to; null when it went to SALES_EMAIL. */
  branch: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type SalesNotificationProps = z.infer<typeof salesNotificationPropsSchema>;

const hrNotificationPropsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Position id (a list value) and the job title the applicant typed. */
  position: z.string(),
  jobTitle: z.string(),
  locale: z.enum(locales),
  cvFileName: z.string(),
  /** The CV could not be made safe (docs/decisions/0026): nothing is attached. */
  cvRefused: z.boolean().optional(),
});
export type HrNotificationProps = z.infer<typeof hrNotificationPropsSchema>;

/** Nothing the visitor typed: the recipient's address is unverified (decision 0013). */
export const acknowledgementPropsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('inquiry'),
    locale: z.enum(locales),
    /** The branch that will answer (its phones and hours are shown); null when none serves the country (decision 0058). */
    branchId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('application'),
    locale: z.enum(locales),
    /** The position id chosen from the list. */
    position: z.string(),
  }),
]);
export type AcknowledgementProps = z.infer<typeof acknowledgementPropsSchema>;

export const emailSnapshotSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('sales-notification'), props: salesNotificationPropsSchema }),
  z.object({ template: z.literal('hr-notification'), props: hrNotificationPropsSchema }),
  z.object({ template: z.literal('acknowledgement'), props: acknowledgementPropsSchema }),
]);
export type EmailSnapshot = z.infer<typeof emailSnapshotSchema>;
