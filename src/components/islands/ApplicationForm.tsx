import { useState } from 'react';
import { positions, type Position } from '../../forms/positions.ts';
import { cvAccept, limits } from '../../forms/limits.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { Field } from './forms/Field.tsx';
import { FormFooter } from './forms/FormFooter.tsx';
import { FormTokenField } from './forms/FormTokenField.tsx';
import { Honeypot } from './forms/Honeypot.tsx';
import type { ApplicationFormStrings } from './forms/strings.ts';
import { useSubmit } from './forms/use-submit.ts';
import { useHydrated } from './use-hydrated.ts';

interface ApplicationFormProps {
  locale: Locale;
  strings: ApplicationFormStrings;
  positionLabels: Record<Position, string>;
  /** Preselected on a position's own page; elsewhere the visitor must choose (a placeholder). */
  position?: Position | undefined;
  privacyHref: string;
  heading: string;
  maxBytes: number;
}

const allowedExtensions = /\.(pdf|docx?)$/i;

/** Job application with a CV upload; multipart, works without JavaScript too. */
export default function ApplicationForm({ locale, strings, positionLabels, position: preselected, privacyHref, heading, maxBytes }: ApplicationFormProps) {
  const f = strings.forms;
  const sizeMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const { state, errors, notice, onSubmit, prefetch } = useSubmit({
    schema: (schemas) => schemas.applicationSchema,
    strings,
    locale,
    body: (form) => ({ body: new FormData(form), json: false }),
    extraErrors: (form) => {
      const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
      if (!file || file.size === 0) return { file: strings.errors.fileRequired };
      if (!allowedExtensions.test(file.name)) return { file: strings.errors.fileType };
      if (file.size > maxBytes) return { file: interpolate(strings.errors.fileSize, { size: sizeMb }, locale) };
      return {};
    },
  });
  // Native validation until hydrated (no-JS posts), then the shared schema's messages.
  const enhanced = useHydrated();
  const [fileName, setFileName] = useState('');

  return (
    <form
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      noValidate={enhanced}
      onFocus={prefetch}
      onPointerEnter={prefetch}
      onSubmit={(event) => void onSubmit(event, f.applicationSuccess, f.applicationFailure)}
      onReset={() => setFileName('')}
      className="relative grid gap-4"
      aria-labelledby="application-heading"
      data-testid="application-form"
      data-state={state}
    >
      <h2 id="application-heading" className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <input type="hidden" name="locale" value={locale} />
      <FormTokenField />
      <Honeypot label={f.honeypot} />
      <Field id="application-position" label={f.position} requiredLabel={f.required} error={errors['position']}>
        {(p) => (
          // The disabled empty first option is the placeholder that makes `required` work, with
          // or without JavaScript (HTML: a required select needs a placeholder label option).
          <select {...p} className={cn(p.className, 'form-select')} name="position" required defaultValue={preselected ?? ''}>
            <option value="" disabled>
              {f.positionPlaceholder}
            </option>
            {positions.map((position) => (
              <option key={position} value={position}>
                {positionLabels[position]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="application-name" label={f.name} requiredLabel={f.required} error={errors['name']}>
        {(p) => <input {...p} name="name" type="text" autoComplete="name" required maxLength={limits.nameMax} />}
      </Field>
      <Field id="application-email" label={f.email} requiredLabel={f.required} error={errors['email']}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={limits.emailMax} dir="ltr" />}
      </Field>
      <Field id="application-phone" label={f.phone} requiredLabel={f.required} error={errors['phoneNumber']}>
        {(p) => <input {...p} name="phoneNumber" type="tel" autoComplete="tel" required maxLength={limits.phoneMax} dir="ltr" inputMode="tel" />}
      </Field>
      <Field id="application-title" label={f.jobTitle} requiredLabel={f.required} error={errors['message']}>
        {(p) => <input {...p} name="message" type="text" autoComplete="organization-title" required maxLength={limits.jobTitleMax} />}
      </Field>
      <Field id="application-file" label={f.cv} requiredLabel={f.required} error={errors['file']} hint={interpolate(f.cvHint, { size: sizeMb }, locale)}>
        {(p) => (
          // Hydrated: a localized button and file name (the native control speaks the browser's
          // language, not the page's). Before that, and without JS: the native control. The
          // input stays the same element either way, so a file picked early is kept.
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <input
              {...p}
              name="file"
              type="file"
              required
              accept={cvAccept}
              className={enhanced ? 'peer sr-only' : cn(p.className, 'file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800')}
              onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? '')}
            />
            {enhanced && (
              <label htmlFor={p.id} className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-600 bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-aria-invalid:border-danger-700">
                {f.cvChoose}
              </label>
            )}
            {enhanced && (
              <span className="min-w-0 break-all text-sm text-ink-soft" dir="auto" data-testid="cv-file-name">
                {fileName || f.cvNone}
              </span>
            )}
          </div>
        )}
      </Field>
      <FormFooter strings={strings} privacyHref={privacyHref} state={state} notice={notice} submitLabel={f.submitApplication} submitTestId="application-submit" />
    </form>
  );
}
