import { z } from 'zod';
import { feature, screen, text } from './primitives.ts';

export const solutionsSchema = z.object({
  banner: z.object({ eyebrow: text, heading: text, lead: text, image: screen, imageAlt: text }),
  /** The hub's two link sections (decision 0034): every product family, then every sector page. */
  familiesHeading: text,
  familiesIntro: text,
  sectorsHeading: text,
  sectorsIntro: text,
  cardsHeading: text,
  cards: z
    .array(feature.extend({ key: z.enum(['reportingPanel', 'reportDesigner', 'security', 'workflow', 'sms', 'monitoring', 'email']) }))
    .length(7),
  /** The page's closing band (decision 0034): its button is the site's primary action. */
  cta: z.object({ heading: text, text }),
});
export type SolutionsContent = z.infer<typeof solutionsSchema>;
