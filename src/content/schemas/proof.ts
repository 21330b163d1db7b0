import { z } from 'zod';
import { entityStatus } from './markers.ts';
import { text } from './primitives.ts';

/**
 * Proof the vendor may publish later (decision 0028): client logos, case studies with a
 * measured result, certifications. Empty today; an entry is shown only once it is `confirmed`
 * and, for a client, carries the client's written consent (src/lib/proof.ts). Never invented.
 */
const localized = z.object({ en: text, ar: text });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** Who at the client agreed in writing, and when: without it, nothing about the client is shown. */
const consent = z.object({ given: z.boolean(), by: z.string().trim().max(120).optional(), date: z.iso.date().optional() });

export const proofSchema = z.object({
  clients: z
    .array(
      z.object({
        id,
        status: entityStatus,
        name: localized,
        logo: z
          .string()
          .regex(/^\/clients\/[\w.-]+\.(svg|png|webp|avif)$/)
          .optional(),
        consent,
      }),
    )
    .max(24),
  caseStudies: z
    .array(
      z.object({
        id,
        status: entityStatus,
        /** The client's id in `clients` (its consent covers the case study). */
        client: id,
        title: localized,
        summary: localized,
        /** The measured result: what was measured, before and after, when, and how it is known. */
        result: z.object({
          metric: localized,
          before: z.number(),
          after: z.number(),
          unit: localized,
          measuredOn: z.iso.date(),
          source: z.string().trim().min(3).max(300),
        }),
      }),
    )
    .max(12),
  certifications: z
    .array(z.object({ id, status: entityStatus, name: localized, issuer: z.string().trim().min(2).max(120), validUntil: z.iso.date() }))
    .max(12),
});
export type ProofContent = z.infer<typeof proofSchema>;
