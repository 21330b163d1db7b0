import { z } from 'zod';
import { text } from './primitives.ts';

/**
 * Where an answer's facts are already stated: `<content folder>:<key path>` in the same locale's
 * file, e.g. `about:delivery.stages` or `products/financial:sections[11].body.items[2]`.
 * tests/unit/faq.test.ts resolves each one, so an answer restates the site's copy, never a new fact.
 */
const faqSource = z.string().regex(/^[a-z]+(?:\/[a-z]+)?:[A-Za-z]+(?:\[\d+\]|\.[A-Za-z]+)*$/);

/**
 * `src/content/faq/<locale>.json`: the questions a buyer asks before deciding, on the product
 * pages before the closing band (sections/Faq.tsx). Plain text answers: the FAQPage structured
 * data repeats them word for word.
 */
export const faqSchema = z.object({
  heading: text,
  /** Beside the rows from 64 rem, under the heading (on narrower screens the answers say it). */
  intro: text,
  items: z
    .array(z.object({ question: text, answer: text, sources: z.array(faqSource).min(1) }))
    .min(4)
    .max(6),
});
export type FaqContent = z.infer<typeof faqSchema>;
