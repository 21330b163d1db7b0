import { z } from 'zod';
import { feature, routeKey, screen, text, titled } from './primitives.ts';

const slide = z.object({
  index: z.number().int().min(0),
  theme: z.enum(['light', 'dark']),
  eyebrow: text,
  image: screen,
  imageAlt: text,
  title: text,
  text,
});

export const homeSchema = z.object({
  slider: z.object({
    label: text,
    pause: text,
    play: text,
    slideOf: text, // "Slide {current} of {total}"
    slides: z.array(slide).length(3),
  }),
  solutions: z.object({
    heading: text,
    intro: text,
    first: z.object({ title: text, text, cta: text }),
    cards: z
      .array(
        titled.extend({
          key: z.enum(['finance', 'hr', 'distribution', 'realEstate', 'industry', 'others']),
          link: routeKey,
          icon: feature.shape.icon,
        }),
      )
      .length(6),
  }),
  /** The partner strip shows the partner directory (partner-directory.json), never a list of its own. */
  partners: z.object({ heading: text, text, cta: text }),
  benefits: z.object({ heading: text, intro: text, items: z.array(feature).length(6) }),
  advantages: z.object({ heading: text, items: z.array(feature).length(3) }),
  sectors: z.object({
    heading: text,
    intro: text,
    items: z
      .array(
        titled.extend({
          key: z.enum(['retail', 'industry', 'estate', 'pharmacies', 'school', 'others']),
          link: routeKey,
          icon: feature.shape.icon,
        }),
      )
      .length(6),
  }),
});
export type HomeContent = z.infer<typeof homeSchema>;
