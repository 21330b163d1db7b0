import { z } from 'zod';
import { text } from './primitives.ts';
import { keepCompoundsWhole } from './typography.ts';

/** Copy as `text`, at most `max` characters (the editor enforces the same bound before saving). */
const textMax = (max: number) => z.string().trim().min(1).max(max).transform(keepCompoundsWhole);

/**
 * One job position: `src/content/positions/<id>.json`, both languages in one entry, so HR adds,
 * closes or renews a position by editing content only (decision 0028). The file name is the id:
 * the page `/careers/<id>`, the form's option value and the JobPosting's identifier.
 */
export const positionIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The words of a position in one language. */
const positionTextSchema = z.object({
  /** The position's tab on the careers overview. */
  tab: textMax(40),
  title: textMax(120),
  summary: textMax(300),
  description: z.array(text).min(1).max(6),
  responsibilitiesHeading: text,
  responsibilities: z.array(text).min(3).max(12),
  requirementsHeading: text,
  requirements: z.array(text).min(3).max(12),
});

const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'] as const;
const positionStatuses = ['open', 'closed'] as const;

export const positionSchema = z
  .object({
    /** Place among the tabs and in the form's list (smallest first). */
    order: z.number().int().min(0).max(999),
    /** `closed` takes it off the site and the form at once, whatever its dates. */
    status: z.enum(positionStatuses),
    employmentType: z.enum(employmentTypes),
    /** Id of the branch in branches.json the position works from (the job's address). */
    branch: z.string().regex(/^[a-z-]+$/),
    datePosted: z.iso.date(),
    /** The last day applications are taken; the day after, the position is closed. */
    validThrough: z.iso.date(),
    en: positionTextSchema,
    ar: positionTextSchema,
  })
  .refine((p) => p.validThrough >= p.datePosted, { error: 'validThrough is before datePosted', path: ['validThrough'] });

export type PositionContent = z.infer<typeof positionSchema>;
/** A position as the pages use it: its id (file name), shared facts and both languages' words. */
export type Position = PositionContent & { id: string };
export type PositionText = z.infer<typeof positionTextSchema>;
