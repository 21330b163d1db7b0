import { cvAccept, limits } from '../../forms/limits.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { Field } from './forms/Field.tsx';
import { FileField } from './forms/FileField.tsx';
import { FormFooter } from './forms/FormFooter.tsx';
import { FormTokenField } from './forms/FormTokenField.tsx';
import { Honeypot } from './forms/Honeypot.tsx';
import type { ApplicationFormStrings } from './forms/strings.ts';
import { useSubmit } from './forms/use-submit.ts';
import { useHydrated } from './use-hydrated.ts';

interface ApplicationFormProps {
  locale: Locale;
  strings: ApplicationFormStrings;
  /** The open positions' titles by id, in order: the options, and the ids the form accepts. */
  positionLabels: Record<string, string>;
  /** Preselected on a position's own page; elsewhere the visitor must choose (a placeholder). */
  position?: string | undefined;
  privacyHref: string;
  heading: string;
  maxBytes: number;
}

const allowedExtensions = /\.(pdf|docx?)$/i;

/** Job application with a CV upload; multipart, works without JavaScript too. */
export default function ApplicationForm({
  locale,
  strings,
  positionLabels,
  position: preselected,
  privacyHref,
  heading,
  maxBytes,
}: ApplicationFormProps) {
  const f = strings.forms;
  const sizeMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const { state, errors, notice, onSubmit, prefetch } = useSubmit({
    schema: (schemas) => schemas.applicationSchemaFor(Object.keys(positionLabels)),
    strings,
    locale,
    body: (form) => ({ body: new FormData(form), json: false }),
    extraErrors: (form, errors) => {
      const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
      if (!file || file.size === 0) return { file: errors.fileRequired };
      if (!allowedExtensions.test(file.name)) return { file: errors.fileType };
      if (file.size > maxBytes) return { file: interpolate(errors.fileSize, { size: sizeMb }, locale) };
      return {};
    },
  });
  // Native validation until hydrated (no-JS posts), then the shared schema's messages.
  const enhanced = useHydrated();

  return (
    <form
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      noValidate={enhanced}
      onFocus={prefetch}
      onPointerEnter={prefetch}
      onSubmit={(event) => void onSubmit(event, f.applicationSuccess, f.applicationFailure)}
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
            {Object.entries(positionLabels).map(([id, title]) => (
              <option key={id} value={id}>
                {title}
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
        {(p) => (
          <input {...p} name="phoneNumber" type="tel" autoComplete="tel" required maxLength={limits.phoneMax} dir="ltr" inputMode="tel" />
        )}
      </Field>
      <Field id="application-title" label={f.jobTitle} requiredLabel={f.required} error={errors['message']}>
        {(p) => <input {...p} name="message" type="text" autoComplete="organization-title" required maxLength={limits.jobTitleMax} />}
      </Field>
      <Field
        id="application-file"
        label={f.cv}
        requiredLabel={f.required}
        error={errors['file']}
        hint={interpolate(f.cvHint, { size: sizeMb }, locale)}
        ownLabel
      >
        {/* The same control with or without JavaScript (the browser's own speaks its language, not the page's). */}
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
      <FormFooter
        strings={strings}
        privacyHref={privacyHref}
        state={state}
        notice={notice}
        submitLabel={f.submitApplication}
        submitTestId="application-submit"
      />
    </form>
  );
}
