import { z } from 'zod';
import { richText, screen, text } from './primitives.ts';

/** Section ids are the URL hashes (`#general-ledger`) and are the same in every locale. */
export const productSectionIds = {
  financial: [
    'financial-intro',
    'general-ledger',
    'fixed-assets',
    'accounts-payable',
    'accounts-receivable',
    'treasury-management',
    'banks-printing',
    'petty-cash',
    'letters-of-guarantee',
    'letters-of-credit',
    'islamic-loans',
    'tax-system',
  ],
  distribution: [
    'distribution-intro',
    'sales-control',
    'stock-control',
    'point-of-sales',
    'purchasing',
    'offers-and-discounts',
    'loyalty-program',
    'automobile-sales',
  ],
  hr: ['human-intro', 'personnel', 'attendance-system', 'self-service', 'wages-and-salaries', 'employees-training'],
  featured: [
    'featured-intro',
    'equipment-management',
    'workshop-maintenance',
    'transportation-management',
    'production-group',
    'real-estate',
    'school-management',
    'more-group',
    'project-group',
    'customization-group',
  ],
} as const;
export type ProductKey = keyof typeof productSectionIds;

const sectionBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list'), lead: richText.optional(), items: z.array(richText).min(3) }),
  z.object({ type: z.literal('text'), paragraphs: z.array(richText).min(1) }),
]);

/** The id is a URL hash, not copy: `text` would join its hyphens with a word joiner, U+2060 (typography.ts). */
const sectionId = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/);

const productSectionSchema = z.object({
  id: sectionId,
  title: text,
  subtitle: text,
  /** The section's one-line outcome under its label in the side navigation (beside the panel, not in the phone accordion). */
  outcome: text.refine((s) => s.length <= 64, 'a side navigation outcome fits one short line (64 characters at most)'),
  /** What the section's screen (visuals/section-screens.ts) shows; without it, a generic text (SectionScreen.tsx). */
  imageAlt: text.optional(),
  body: sectionBody,
});
export type ProductSection = z.infer<typeof productSectionSchema>;

export const productSchema = z.object({
  intro: z.object({ eyebrow: text, heading: text, lead: text, image: screen, imageAlt: text }),
  navLabel: text,
  sections: z.array(productSectionSchema),
  /**
   * The section after the side navigation (ProductFit.tsx): its own heading, the posting flow (the
   * family's documents, the general ledger, its reports: what the page's copy states, the ledger
   * second to last, the reports last) and two labelled notes side by side (who it is for first,
   * then per country or licensing), each restating what the page's copy says.
   */
  fit: z.object({
    heading: text,
    flow: z
      .array(z.object({ title: richText, text: richText }))
      .min(3)
      .max(4),
    notes: z.array(z.object({ label: text, text: richText })).length(2),
  }),
});
export type ProductContent = z.infer<typeof productSchema>;

/** Checks the sections against the spec's list for that product: same ids, same order. */
export function checkProductSections(key: ProductKey, content: ProductContent): string[] {
  const expected = productSectionIds[key];
  const actual = content.sections.map((s) => s.id);
  const problems = expected.join() === actual.join() ? [] : [`${key}: sections must be ${expected.join(', ')}; got ${actual.join(', ')}`];
  // The intro is a lead, not a text wall: one sentence and three short bullets (the rest in `fit`).
  const intro = content.sections[0]?.body;
  if (
    intro?.type !== 'list' ||
    !intro.lead ||
    /[.!?؟]\s/.test(intro.lead) ||
    intro.items.length !== 3 ||
    intro.items.some((item) => item.length > 110)
  )
    problems.push(`${key}: the intro section is a one-sentence lead and three bullets of at most 110 characters`);
  return problems;
}
