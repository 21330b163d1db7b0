import { z } from 'zod';
import { iconNames } from '../icon-names.ts';
import { entityStatus } from './markers.ts';
import { text } from './primitives.ts';

export const tiers = ['platinum', 'gold', 'silver', 'sales'] as const;
export type Tier = (typeof tiers)[number];
const localized = z.object({ en: text, ar: text });

/** The partner directory (`partner-directory.json`): one file for both locales (phones, sites and tiers are shared). */
export const partnerDirectorySchema = z.object({
  partners: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        /** `sample`: invented for the design; labelled as a sample to visitors, never in structured data. */
        status: entityStatus,
        tier: z.enum(tiers),
        /** The partner's short Latin name ("RAWAFED"): the finder's search matches it on both languages' pages; never drawn as a logo. */
        wordmark: z.string().min(2).max(14),
        /** The partner's logo once supplied (uploaded by the editor into public/partners/); until then the card shows none. */
        logo: z
          .string()
          .regex(/^\/partners\/[\w.-]+\.(svg|png|webp|avif)$/)
          .optional(),
        name: localized,
        city: localized,
        country: localized,
        phones: z.array(z.string().regex(/^\+[1-9]\d{6,14}$/)).min(1),
        website: z.url().optional(),
        email: z.email().optional(),
        info: localized,
      }),
    )
    .length(5),
});

/**
 * `stars`: the partner rating the row defines, drawn beside its term as that many stars; `icon`: the
 * term's mark in the platinum terms' grid (PartnersInfoPage.tsx).
 */
const definitionRow = z.object({
  column1: text,
  column2: text,
  stars: z.number().int().min(1).max(3).optional(),
  icon: z.enum(iconNames).optional(),
});

export const partnersSchema = z.object({
  partnersFinder: z.object({
    heading: text,
    lead: text,
    tabsLabel: text,
    tabs: z.object({ all: text, platinum: text, gold: text, silver: text, sales: text }),
    searchLabel: text,
    searchPlaceholder: text,
    resultsCount: text, // "{count} partners"
    /** The finder hero's count, from the directory: "{count} partners in {countries} countries", one "{count} {level}" per level listed, and the flag while any listing is a sample. */
    summary: z.object({ count: text, level: text, sample: text }),
    noResults: text,
    empty: z.object({ heading: text, text, cta: text }),
    /** Under the list: where to turn when no partner serves your country, and how to be listed. */
    invite: z.object({ ask: z.object({ heading: text, text, cta: text }), join: z.object({ heading: text }) }),
    labels: z.object({ location: text, phones: text, website: text, email: text, tier: text }),
  }),
  partnersInfo: z.object({
    heading: text,
    lead: text,
    table: z.object({
      caption: text,
      columns: z.object({ tier: text, jurisdiction: text, code: text, consultant: text, engineers: text }),
      rows: z.array(z.object({ tier: text, jurisdiction: text, code: text, consultant: text, engineers: text })).length(3),
    }),
    platinum: z.object({ heading: text, rows: z.array(definitionRow).min(3) }),
    stars: z.object({ heading: text, rows: z.array(definitionRow).min(3) }),
    /** The page's closing band (decision 0034): its button is the site's primary action. */
    cta: z.object({ heading: text, text }),
  }),
});
export type PartnersContent = z.infer<typeof partnersSchema>;
