import { z } from 'zod';
import { illustration, text } from './primitives.ts';
import { positions } from '../../forms/positions.ts';

export const careersSchema = z.object({
  hero: z.object({ eyebrow: text, heading: text, lead: text, image: illustration, imageAlt: text }),
  tabsLabel: text,
  /** On the overview, the link from a position's tab to its own page. */
  positionLink: text,
  /** On a position's page, the link back to the overview. */
  allPositions: text,
  positions: z
    .array(
      z.object({
        id: z.enum(positions),
        tab: text,
        title: text,
        summary: text,
        description: z.array(text).min(1),
        responsibilitiesHeading: text,
        responsibilities: z.array(text).min(3),
        requirementsHeading: text,
        requirements: z.array(text).min(3),
        employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
        /** Id of the branch in branches.json the position works from (the job's address). */
        branch: z.string().regex(/^[a-z-]+$/),
        datePosted: z.iso.date(),
        validThrough: z.iso.date(),
      }),
    )
    // Every open position exactly once, in the order of the tabs.
    .refine((list) => list.length === positions.length && positions.every((id) => list.some((p) => p.id === id)), { error: `one entry per open position: ${positions.join(', ')}` }),
  sidebar: z.object({ heading: text, text }),
  whyHeading: text,
  why: z.array(z.object({ title: text, text })).min(3).max(4),
});
export type CareersContent = z.infer<typeof careersSchema>;
