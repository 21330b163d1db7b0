import { z } from 'zod';
import { text } from './primitives.ts';
import type { ProductKey } from './product.ts';

/**
 * Where an answer's facts are already stated: `<content folder>:<key path>` in the same locale's
 * file, e.g. `about:delivery.stages` or `products/financial:sections[11].body.items[2]`.
 * tests/unit/faq.test.ts resolves each one, so an answer restates the site's copy, never a new fact.
 */
const faqSource = z.string().regex(/^[a-z]+(?:\/[a-z]+)?:[A-Za-z]+(?:\[\d+\]|\.[A-Za-z]+)*$/);
const faqItem = z.object({ question: text, answer: text, sources: z.array(faqSource).min(1) });

/** A product's own questions, answered from that product's page only, and the start of its intro. */
const productFaq = z.object({
  /** Who asks: the first sentence of the intro, before the shared one. */
  intro: text,
  items: z.array(faqItem).min(2).max(3),
});

/** Rows on a page at most: more makes the section taller than the page it closes, at 360 px. */
export const faqRowsMax = 6;

/**
 * `src/content/faq/<locale>.json`: the questions a buyer asks before deciding, on the product
 * pages before the closing band (sections/Faq.tsx). Each page shows its product's questions, then
 * the questions every product shares (implementation, data, hosting, support), kept here once.
 * Plain text answers.
 */
export const faqSchema = z
  .object({
    heading: text,
    shared: z.object({
      /** Ends each page's intro: what is agreed per project. */
      intro: text,
      items: z.array(faqItem).min(3).max(4),
    }),
    products: z.object({ financial: productFaq, distribution: productFaq, hr: productFaq, featured: productFaq }),
  })
  .refine((faq) => Object.values(faq.products).every((p) => p.items.length + faq.shared.items.length <= faqRowsMax), {
    error: `at most ${faqRowsMax} questions on a page (the product's and the shared ones)`,
  });
export type FaqContent = z.infer<typeof faqSchema>;

/** One product page's FAQ as shown: its heading, its intro (from 64 rem), its rows. */
export interface FaqView {
  heading: string;
  intro: string;
  items: Array<z.infer<typeof faqItem>>;
}

/** The product's own questions first, then the shared ones. */
export function faqFor(faq: FaqContent, product: ProductKey): FaqView {
  const own = faq.products[product];
  return { heading: faq.heading, intro: `${own.intro} ${faq.shared.intro}`, items: [...own.items, ...faq.shared.items] };
}
