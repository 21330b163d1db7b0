import { limits } from '../../forms/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { EmailField, NameField, PhoneField } from './forms/ContactFields.tsx';
import { CvField, cvError } from './forms/CvField.tsx';
import { Field } from './forms/Field.tsx';
import { FormFooter } from './forms/FormFooter.tsx';
import { FormTokenField } from './forms/FormTokenField.tsx';
import { Honeypot } from './forms/Honeypot.tsx';
import { PositionField } from './forms/PositionField.tsx';
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
  const { state, errors, notice, onSubmit, prefetch } = useSubmit({
    schema: (schemas) => schemas.applicationSchemaFor(Object.keys(positionLabels)),
    strings,
    locale,
    body: (form) => ({ body: new FormData(form), json: false }),
    extraErrors: (form, messages) => cvError(form, messages, maxBytes, locale),
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
      <PositionField f={f} positionLabels={positionLabels} preselected={preselected} error={errors['position']} />
      <NameField id="application-name" f={f} error={errors['name']} />
      <EmailField id="application-email" f={f} error={errors['email']} />
      <PhoneField id="application-phone" f={f} error={errors['phoneNumber']} />
      <Field id="application-title" label={f.jobTitle} requiredLabel={f.required} error={errors['message']}>
        {(p) => <input {...p} name="message" type="text" autoComplete="organization-title" required maxLength={limits.jobTitleMax} />}
      </Field>
      <CvField f={f} locale={locale} maxBytes={maxBytes} error={errors['file']} />
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
