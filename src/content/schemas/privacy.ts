import { z } from 'zod';
import { text } from './primitives.ts';
import { collectedFields, type CollectingForm } from '../../forms/schemas.ts';

export const privacySchema = z.object({
  heading: text,
  updated: text,
  lead: text,
  /** The name of the list of the notice's sections at its top ("On this page"). */
  contents: text,
  /**
   * "What we collect", generated from the form schemas (src/lib/privacy.ts): `inquiry` and
   * `application` are sentences with `{fields}`, filled with the named fields of each form.
   * Shown after the first section.
   */
  collected: z.object({
    heading: text,
    inquiry: text,
    application: text,
    server: text,
    fields: z.object({ inquiry: z.record(z.string(), text), application: z.record(z.string(), text) }),
  }),
  /** Each section's `id` is its heading's anchor: the same in both languages, so a link to one works in either. */
  sections: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), heading: text, paragraphs: z.array(text).min(1) })).min(4),
});
export type PrivacyContent = z.infer<typeof privacySchema>;

/** Fields a form collects that the notice does not name (and the other way round). */
export function unnamedFields(content: PrivacyContent, form: CollectingForm): { unnamed: string[]; stale: string[] } {
  const named = Object.keys(content.collected.fields[form]);
  const collected: readonly string[] = collectedFields[form];
  return { unnamed: collected.filter((f) => !named.includes(f)), stale: named.filter((f) => !collected.includes(f)) };
}
