import { z } from 'zod';
import { routeKey, screen, text, titled } from './primitives.ts';

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
    /** The spec's first card: the suite, leading the showcase; its link is the secondary action (decision 0034). */
    first: z.object({ title: text, text }),
    /**
     * The tabbed showcase the six cards are presented in (decision 0034): finance, distribution,
     * HR, then the sector cards (real estate, industry, others) under one tab; a product screen each.
     */
    showcase: z.object({
      label: text,
      tabs: z
        .array(z.object({ id: z.enum(['finance', 'distribution', 'hr', 'sectors']), label: text, image: screen, imageAlt: text }))
        .length(4)
        .refine((tabs) => new Set(tabs.map((t) => t.id)).size === 4, 'each tab once'),
    }),
    cards: z
      .array(
        titled.extend({
          key: z.enum(['finance', 'hr', 'distribution', 'realEstate', 'industry', 'others']),
          link: routeKey,
        }),
      )
      .length(6),
  }),
  /** The partner strip shows the partner directory (partner-directory.json), never a list of its own. */
  partners: z.object({ heading: text, text, cta: text }),
  /** Numbered, not iconed (HomePage.tsx), beside a product screen not shown elsewhere on the page (from 1200 px). */
  benefits: z.object({ heading: text, intro: text, image: screen, imageAlt: text, items: z.array(titled).length(6) }),
  /**
   * Three facts (sections/FactsBand.tsx), each a figure and its unit, then one sentence whose lead
   * is the title. The figures are the claims register's (`{officeCountries}`), the sector pages' count or
   * restate a claim of its regulatory table ("Phase 2"); the fact with `marks` (About's compliance
   * stamps, written after the sentence that spells them out, as they show). Each ends on `more`, a
   * link to where the site shows what the figure counts (the compliance strip, the offices, the
   * sectors): with one link under the first fact only, the other two read unfinished (review 19).
   */
  advantages: z.object({
    heading: text,
    items: z
      .array(
        titled
          // The editor writes an empty list for a fact without marks (Keystatic keeps every list in the file).
          .extend({
            figure: text,
            unit: text,
            marks: z.array(text).max(4).optional(),
            more: z.object({
              label: text,
              link: routeKey,
              section: z
                .string()
                .regex(/^[a-z][a-z0-9-]*$/)
                .optional(),
            }),
          })
          .refine((item) => !item.marks?.length || item.marks.length >= 2, 'no marks, or two to four'),
      )
      .length(3),
  }),
  sectors: z.object({
    heading: text,
    intro: text,
    items: z
      .array(
        titled.extend({
          key: z.enum(['retail', 'industry', 'estate', 'pharmacies', 'school', 'others']),
          link: routeKey,
          /**
           * What only this sector runs on, as its index row's stamps (HomePage.tsx): the authorities
           * and documents its page names (its signature's marks, its flow's steps), a word or two each.
           */
          marks: z.array(text).min(1).max(2),
        }),
      )
      .length(6),
  }),
});
export type HomeContent = z.infer<typeof homeSchema>;
