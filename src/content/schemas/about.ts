import { z } from 'zod';
import { text, titled } from './primitives.ts';

export const aboutSchema = z.object({
  intro: z.object({ eyebrow: text, heading: text, lead: text, bodyHeading: text, paragraphs: z.array(text).min(1) }),
  facts: z.array(z.object({ value: text, label: text })).length(4),
  /** The services, each a title and a text (no icon: the title leads the card). */
  activities: z.object({ heading: text, intro: text, items: z.array(titled).min(4).max(8) }),
  // The platform's own capabilities; its shared services are described once, on /solutions, and
  // linked with one line (`servicesLink`, decision 0066).
  features: z.object({ heading: text, intro: text, items: z.array(titled).min(4).max(10), servicesLink: text }),
});
export type AboutContent = z.infer<typeof aboutSchema>;
