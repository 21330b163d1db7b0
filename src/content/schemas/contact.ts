import { z } from 'zod';
import { unconfirmedFields } from './markers.ts';
import { text } from './primitives.ts';

const localized = z.object({ en: text, ar: text });
const iso2 = z.string().regex(/^[A-Z]{2}$/);
/** What a branch's line is for, shown beside its number (labels in the UI strings, `phoneLine`). */
const phoneLineKinds = ['main', 'sales', 'support'] as const;
export type PhoneLine = (typeof phoneLineKinds)[number];
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const ianaZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}, 'not an IANA time zone');

/** A branch's working days and hours, in its own time zone (shown as local time on the contact page). */
const openingHoursSchema = z.object({
  /** Consecutive working days in week order, e.g. sun…thu. */
  days: z.array(z.enum(weekdays)).min(1),
  opens: clock,
  closes: clock,
  /** IANA time zone of the branch, e.g. `Asia/Riyadh`. */
  timeZone: ianaZone,
  /** How the zone is named in a sentence: "Riyadh time", «بتوقيت الرياض». */
  zoneName: localized,
});

/**
 * Branches: one file for both locales, because the server routes inquiries by `serves`
 * and `email`, which are the same in every language.
 */
const branchSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  countryCode: iso2,
  name: localized,
  street: localized,
  city: localized,
  /** State or province where the address uses one ("TX"); never the country (that is countryCode). */
  region: localized.optional(),
  postalCode: z.string().optional(),
  phones: z.array(z.string().regex(/^\+[1-9]\d{6,14}$/)).min(1),
  /** What each of `phones` is for, in the same order; without it the numbers are shown unlabelled. */
  phoneLines: z.array(z.enum(phoneLineKinds)).optional(),
  email: z.email(),
  website: z.url(),
  hours: openingHoursSchema,
  /** ISO country codes whose inquiries this branch answers. */
  serves: z.array(iso2).min(1),
  headOffice: z.boolean().default(false),
  /** Facts of this branch the vendor has not confirmed yet (npm run launch-check lists them). */
  unconfirmed: unconfirmedFields(['name', 'street', 'city', 'region', 'postalCode', 'phones', 'email', 'website', 'hours', 'serves']),
});
export const branchesSchema = z.object({
  branches: z
    .array(branchSchema.refine((b) => !b.phoneLines || b.phoneLines.length === b.phones.length, 'one phoneLines entry per phone'))
    .length(5),
});
export type Branch = z.infer<typeof branchSchema>;

export const contactSchema = z.object({
  /** The hero's button to the inquiry form (#inquiry) is the site's primary action, worded in the UI strings (decision 0034). */
  hero: z.object({ eyebrow: text, heading: text, lead: text }),
  branchesHeading: text,
  /** The form's heading: the page's two asks (a demo or a question), which its button sends. */
  formHeading: text,
  /** The get-in-touch text: what to write and who replies, the form's intro under its heading. */
  getInTouch: z.object({ text }),
  /** Branch cards: `hours` is "{days}, {time} ({zone})"; `days` joins the first and last working day. */
  /** `time`: the clock range with `{opens}` and `{closes}` (Arabic: «من {opens} إلى {closes}»). */
  branchHours: z.object({ label: text, hours: text, days: text, time: text }),
  /** The sector pages' consultation form: `text`, its sentence beside the fields. */
  sectorSidebar: z.object({ text }),
});
export type ContactContent = z.infer<typeof contactSchema>;
