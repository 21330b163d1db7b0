import type { UiStrings } from '../../../i18n/ui.ts';

/** Strings of the no-JS confirmation pages and headings (passed separately): not island props. */
const serverOnly = ['sentBody', 'notSentBody', 'backToForm', 'inquiryHeading', 'applicationHeading', 'countryPlaceholder'] as const;

/**
 * The slice of UI strings a form island needs, passed as a prop (not the whole catalogue):
 * every prop is serialized into the page, so the slice is kept to what the islands read.
 */
export type FormStrings = { forms: Omit<UiStrings['forms'], (typeof serverOnly)[number]>; errors: UiStrings['errors'] };

export function formStrings({ forms, errors }: Pick<UiStrings, 'forms' | 'errors'>): FormStrings {
  const islandForms: Partial<UiStrings['forms']> = { ...forms };
  for (const key of serverOnly) delete islandForms[key];
  return { forms: islandForms as FormStrings['forms'], errors };
}
