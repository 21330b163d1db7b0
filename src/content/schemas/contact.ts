import { z } from 'zod';
import { text } from './primitives.ts';

const localized = z.object({ en: text, ar: text });
const iso2 = z.string().regex(/^[A-Z]{2}$/);

/**
 * Branches: one file for both locales, because the server routes inquiries by `serves`
 * and `email`, which are the same in every language.
 */
export const branchSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  countryCode: iso2,
  name: localized,
  street: localized,
  city: localized,
  postalCode: z.string().optional(),
  phones: z.array(z.string().regex(/^\+[1-9]\d{6,14}$/)).min(1),
  email: z.email(),
  website: z.url(),
  /** ISO country codes whose inquiries this branch answers. */
  serves: z.array(iso2).min(1),
  headOffice: z.boolean().default(false),
});
export const branchesSchema = z.object({ branches: z.array(branchSchema).length(5) });
export type Branch = z.infer<typeof branchSchema>;

export const contactSchema = z.object({
  hero: z.object({ eyebrow: text, heading: text, lead: text }),
  branchesHeading: text,
  getInTouch: z.object({ heading: text, text, hours: text }),
  formHeading: text,
  /** The shared sidebar of the sector pages. */
  sectorSidebar: z.object({ heading: text, text, formHeading: text }),
});
export type ContactContent = z.infer<typeof contactSchema>;
