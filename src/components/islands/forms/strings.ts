import type { UiStrings } from '../../../i18n/ui.ts';

/** The slice of UI strings a form island needs, passed as a prop (not the whole catalogue). */
export type FormStrings = Pick<UiStrings, 'forms' | 'errors'>;
