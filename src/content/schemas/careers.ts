import { z } from 'zod';
import { text } from './primitives.ts';

/** The careers pages' own copy; the positions are entries of their own (schemas/position.ts). */
export const careersSchema = z.object({
  hero: z.object({ eyebrow: text, heading: text, lead: text }),
  tabsLabel: text,
  /** On a position's page, the link back to the overview. */
  allPositions: text,
  sidebar: z.object({ text }),
  whyHeading: text,
  why: z
    .array(z.object({ title: text, text }))
    .min(3)
    .max(4),
});
export type CareersContent = z.infer<typeof careersSchema>;
