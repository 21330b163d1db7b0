import { z } from 'zod';

/**
 * Markers on facts the vendor has not confirmed (decision 0028). `npm run launch-check` lists
 * every one still in the content and fails while any remains; the site labels a sample entity
 * as a sample to visitors and keeps it out of structured data.
 */

/** What the vendor must supply: a sentence an editor understands. */
const needs = z.string().trim().min(10).max(300);

/** A whole entity invented for the design (a partner): `sample` until the vendor supplies a real one. */
export const entityStatus = z.enum(['sample', 'confirmed']);

/** The fields of an entity still to confirm, each with what the vendor must supply. */
export function unconfirmedFields<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.array(z.object({ field: z.enum(fields), needs })).optional();
}

/** One fact (a claim): `confirmed: false` needs a `needs`; a confirmed one names its `source`. */
export function fact<V extends z.ZodType>(value: V) {
  return z
    .object({ value, confirmed: z.boolean(), needs: needs.optional(), source: z.string().trim().min(3).max(300).optional() })
    .refine((f) => f.confirmed || f.needs !== undefined, {
      error: 'an unconfirmed fact says what the vendor must supply (needs)',
      path: ['needs'],
    });
}
