import { z } from 'zod';
import { text } from './primitives.ts';

export const privacySchema = z.object({
  heading: text,
  updated: text,
  lead: text,
  sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(4),
});
export type PrivacyContent = z.infer<typeof privacySchema>;
