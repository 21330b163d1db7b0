import { z } from 'zod';
import { keepCompoundsWhole } from './typography.ts';
import { bullets, featureGroup, groupedBullets, richText, routeKey, screen, softwareSection, text } from './primitives.ts';

/** The seven sectors sharing one layout, with the spec's exact advantage counts. */
export const standardSectorCounts = {
  realEstate: 16,
  commercial: 16,
  industry: 23,
  carRental: 21,
  transportation: 14,
  school: 11,
  farms: 12,
} as const;

/** Copy of a bounded length, compounds kept whole (typography.ts). */
const short = (max: number) => z.string().trim().min(1).max(max).transform(keepCompoundsWhole);

/**
 * How the sector's core work moves through ASCON, in four or five steps, where the composition puts
 * it (SectorFlow.tsx): a short label and at most one short line each, from the page's own copy.
 */
const flow = z.object({
  heading: short(48),
  steps: z
    .array(z.object({ label: short(24), text: short(60).optional() }))
    .min(4)
    .max(5),
});

/**
 * The sector's one distinctive section, where the composition puts it (SectorSignature.tsx): a rule the
 * page's copy already states, in two or three points, each led by a short mark, drawn as the document
 * it concerns (`document`, the window's title): `stages` when the points follow one another (a
 * status bar's chevrons, the last one the outcome), `record` when they are fields of one record (a
 * ruled form). A sector whose copy states no such rule has none (sample figures from its screen read
 * as padding, not proof).
 */
const signature = z
  .object({
    heading: short(60),
    document: short(40),
    kind: z.enum(['stages', 'record']),
    points: z
      .array(z.object({ mark: short(24), text: short(120) }))
      .min(2)
      .max(3),
  })
  .optional();

/**
 * The order of the page's middle, so neighbouring sectors in the menu do not read as one template
 * (SectorPage.tsx; docs/design.md, "Sector page template"): `screen` the capabilities, then the
 * mid-page screen, the flow and the signature; `rule` the signature right under the intro (the rule
 * is the sector's headline), then the capabilities, the screen and the flow; `flow` the flow right
 * under the intro (the sector's work is its headline), then the capabilities, the screen and the
 * signature. `rule` needs a signature (the refine on `sectorSchema`).
 */
const composition = z.enum(['screen', 'rule', 'flow']);

/** What every sector layout has: the hero, the composition, the flow, and where its copy states a rule, the signature. */
const common = { heading: text, lead: text, image: screen, imageAlt: text, composition, flow, signature };

export function standardSectorSchema(count: number) {
  return z.object({
    layout: z.literal('standard'),
    ...common,
    intro: z.array(richText).min(1),
    advantages: z.object({ heading: text, groups: groupedBullets(count) }),
    software: softwareSection,
    specialized: z.object({ heading: text, items: z.array(richText).min(3) }).optional(),
  });
}

export const constructionSchema = z.object({
  layout: z.literal('construction'),
  ...common,
  intro: z.array(richText).min(1),
  sections: z
    .array(
      z.object({
        id: z.enum(['tenders', 'traffic', 'labor']),
        heading: text,
        paragraphs: z.array(richText).min(1),
        items: z.array(richText).optional(),
      }),
    )
    // The spec's fourth section, software, is the software list below (site spec, Construction).
    .length(3),
  software: softwareSection,
});

export const maintenanceSchema = z.object({
  layout: z.literal('maintenance'),
  ...common,
  intro: z.array(richText).min(1),
  system: z.object({ heading: text, items: bullets(6) }),
  program: z.object({ heading: text, items: bullets(13) }),
  employment: z.object({ heading: text, items: bullets(8) }),
  software: softwareSection,
});

export const pharmacySchema = z.object({
  layout: z.literal('pharmacy'),
  ...common,
  subtitle: text,
  intro: z.array(richText).min(1),
  programmesLabel: text,
  programmes: z
    .array(
      z.object({
        id: z.enum(['retail-pharmacy', 'pharma-warehouse']),
        tab: text,
        heading: text,
        paragraphs: z.array(richText).min(1),
        items: z.array(richText).min(3),
      }),
    )
    .length(2),
  management: z.object({
    heading: text,
    /** 19 bullets in feature blocks; the last block ends with the 20th. */
    groups: groupedBullets(19),
    /** The 20th bullet, which carries a link (docs/requirements.md R6: 'the last with a link'). */
    last: z.object({ text, linkText: text, link: routeKey }),
  }),
  software: softwareSection,
  specialized: z.object({ heading: text, items: z.array(richText).length(5) }),
});

export type PharmacyContent = z.infer<typeof pharmacySchema>;

export const sectorSchema = z
  .discriminatedUnion('layout', [
    standardSectorSchema(1).extend({ advantages: z.object({ heading: text, groups: z.array(featureGroup).min(1) }) }),
    constructionSchema,
    maintenanceSchema,
    pharmacySchema,
  ])
  // A check, not a second shape: the editor's fields (editor/from-zod.ts, from the JSON Schema) stay
  // one form, and the build and `node scripts/validate-content.ts` name the field.
  .refine((sector) => sector.composition !== 'rule' || sector.signature !== undefined, {
    path: ['signature'],
    message: "The 'rule' composition puts the signature under the intro: add one, or choose another composition",
  });
export type SectorContent = z.infer<typeof sectorSchema>;
