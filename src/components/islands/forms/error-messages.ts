/**
 * The forms' error messages are not island props: a prop is serialized into the HTML of every
 * page with a form (22 of them), and these ~1 kB are read only after the visitor has typed and
 * submitted (decision 0022). They load with the validation schemas on the first
 * touch of a form, one small chunk per language. If they cannot load, the form posts without
 * client validation and the server's localized answer is shown instead (use-submit.ts).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { FormErrors } from '../../../forms/strings.ts';

const chunks: Record<Locale, () => Promise<{ default: FormErrors }>> = {
  en: () => import('./errors/en.ts'),
  ar: () => import('./errors/ar.ts'),
};

const loading: Partial<Record<Locale, Promise<FormErrors>>> = {};

export function loadErrorMessages(locale: Locale): Promise<FormErrors> {
  loading[locale] ??= chunks[locale]()
    .then((module) => module.default)
    .catch((error: unknown) => {
      delete loading[locale]; // try again next time
      throw error;
    });
  return loading[locale];
}
