import { z } from 'zod';
import { text, titled } from './primitives.ts';

/**
 * One obligation of the compliance strip: the authority's or the law's short name (the mark), what
 * the system does and what an auditor can check. Every statement restates the regulatory table of
 * docs/content/claims.md; the marks are the glossary's names, never a logo.
 */
const obligation = z.object({ mark: text, title: text, does: text, auditor: text });

export const aboutSchema = z.object({
  intro: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    bodyHeading: text,
    paragraphs: z.array(text).length(3),
  }),
  /** Beside "Who we are": the delivery path, the stages the third paragraph names. */
  delivery: z.object({ heading: text, stages: z.array(text).length(6) }),
  /** The obligations the product covers in Saudi Arabia and Egypt, each country's rows under its name. */
  compliance: z.object({
    heading: text,
    intro: text,
    columns: z.object({ mark: text, does: text, auditor: text }),
    countries: z.array(z.object({ country: text, items: z.array(obligation).min(1).max(6) })).length(2),
    note: text,
    /** The hero drawing's stamps: the authorities the strip's intro names, by the glossary's (short) names. */
    authorities: z.array(text).min(1).max(4),
  }),
  /** The services, each a title and a text (no icon: the title leads the card). */
  activities: z.object({ heading: text, intro: text, items: z.array(titled).min(4).max(8) }),
  // The platform's own capabilities; its shared services are described once, on /solutions, and
  // linked with one line (`servicesLink`, decision 0066).
  features: z.object({ heading: text, intro: text, items: z.array(titled).min(4).max(10), servicesLink: text }),
});
export type AboutContent = z.infer<typeof aboutSchema>;
