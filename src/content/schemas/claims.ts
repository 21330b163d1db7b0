import { z } from 'zod';
import { fact } from './markers.ts';

/** `src/content/claims.json`: every number the copy states about ASCON, each confirmed or not (site.config.ts reads it). */
export const claimsFileSchema = z.object({ claims: z.record(z.string().regex(/^[a-z][A-Za-z]+$/), fact(z.number().int().min(0))) });
