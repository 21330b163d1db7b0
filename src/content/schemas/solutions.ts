import { z } from 'zod';
import { feature, illustration, text } from './primitives.ts';

export const solutionsSchema = z.object({
  banner: z.object({ eyebrow: text, heading: text, lead: text, image: illustration, imageAlt: text }),
  cardsHeading: text,
  cards: z
    .array(feature.extend({ key: z.enum(['reportingPanel', 'reportDesigner', 'security', 'workflow', 'sms', 'monitoring', 'email']) }))
    .length(7),
  cta: z.object({ heading: text, text, button: text }),
});
export type SolutionsContent = z.infer<typeof solutionsSchema>;
