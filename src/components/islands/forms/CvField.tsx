import { cvAccept, megabytes } from '../../../forms/limits.ts';
import { interpolate } from '../../../i18n/interpolate.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Field } from './Field.tsx';
import { FileField } from './FileField.tsx';
import type { ApplicationFormStrings, FormErrors } from '../../../forms/strings.ts';

const allowedExtensions = /\.(pdf|docx?)$/i;

/** The CV's error before sending, in the schema's words: missing, not PDF/Word, or too large. */
export function cvError(form: HTMLFormElement, errors: FormErrors, maxBytes: number, locale: Locale): Record<string, string> {
  const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
  if (!file || file.size === 0) return { file: errors.fileRequired };
  if (!allowedExtensions.test(file.name)) return { file: errors.fileType };
  if (file.size > maxBytes) return { file: interpolate(errors.fileSize, { size: megabytes(maxBytes) }, locale) };
  return {};
}

interface CvFieldProps {
  f: ApplicationFormStrings['forms'];
  locale: Locale;
  maxBytes: number;
  error: string | undefined;
}

/** The same control with or without JavaScript (the browser's own speaks its language, not the page's). */
export function CvField({ f, locale, maxBytes, error }: CvFieldProps) {
  return (
    <Field id="application-file" label={f.cv} error={error} hint={interpolate(f.cvHint, { size: megabytes(maxBytes) }, locale)} ownLabel>
      {(p) => (
        <FileField
          control={p}
          name="file"
          accept={cvAccept}
          locale={locale}
          strings={{ choose: f.cvChoose, none: f.cvNone, chosen: f.cvChosen, sizeKb: f.cvSizeKb, sizeMb: f.cvSizeMb }}
        />
      )}
    </Field>
  );
}
