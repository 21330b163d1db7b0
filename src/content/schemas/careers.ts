import { z } from 'zod';
import { illustration, text } from './primitives.ts';

export const positionIds = ['sales', 'developers'] as const;
export type PositionId = (typeof positionIds)[number];

export const careersSchema = z.object({
  hero: z.object({ eyebrow: text, heading: text, lead: text, image: illustration, imageAlt: text }),
  tabsLabel: text,
  positions: z
    .array(
      z.object({
        id: z.enum(positionIds),
        tab: text,
        title: text,
        summary: text,
        description: z.array(text).min(1),
        responsibilitiesHeading: text,
        responsibilities: z.array(text).min(3),
        requirementsHeading: text,
        requirements: z.array(text).min(3),
        employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
        city: text,
        region: text,
        countryCode: z.string().length(2),
        datePosted: z.iso.date(),
        validThrough: z.iso.date(),
      }),
    )
    .length(2),
  sidebar: z.object({ heading: text, text }),
  whyHeading: text,
  why: z.array(z.object({ title: text, text })).min(3).max(4),
});
export type CareersContent = z.infer<typeof careersSchema>;
