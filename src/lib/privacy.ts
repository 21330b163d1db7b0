import { collectedFields, type CollectingForm } from '../forms/schemas.ts';
import { unnamedFields, type PrivacyContent } from '../content/schemas/privacy.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { joinList } from '../i18n/format.ts';

/** The notice's sentence for one form, listing its fields in the schema's order. */
export function collectedSentence(content: PrivacyContent, form: CollectingForm, locale: Locale): string {
  const { unnamed } = unnamedFields(content, form);
  if (unnamed.length) throw new Error(`The privacy notice does not name the ${form} form's field(s): ${unnamed.join(', ')}`);
  const labels = collectedFields[form].map((field) => content.collected.fields[form][field] ?? field);
  return interpolate(content.collected[form], { fields: joinList(labels, locale) }, locale);
}

/** The notice's sections in reading order: "What we collect", generated from the form schemas (one source), after "Who we are". */
export function privacySections(content: PrivacyContent, locale: Locale): PrivacyContent['sections'] {
  const collected = {
    id: 'what-we-collect',
    heading: content.collected.heading,
    paragraphs: [
      collectedSentence(content, 'inquiry', locale),
      collectedSentence(content, 'application', locale),
      content.collected.server,
    ],
  };
  const [first, ...rest] = content.sections;
  return first ? [first, collected, ...rest] : [collected, ...rest];
}
