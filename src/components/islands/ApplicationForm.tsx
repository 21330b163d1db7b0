import { limits } from '../../forms/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { EmailField, NameField, PhoneField } from './forms/ContactFields.tsx';
import { CvField, cvError } from './forms/CvField.tsx';
import { Field } from './forms/Field.tsx';
import { FormFrame } from './forms/FormFrame.tsx';
import { PositionField } from './forms/PositionField.tsx';
import type { ApplicationFormStrings } from '../../forms/strings.ts';
import { useSubmit } from './forms/use-submit.ts';

interface ApplicationFormProps {
  locale: Locale;
  strings: ApplicationFormStrings;
  /** The open positions' titles by id, in order: the options, and the ids the form accepts. */
  positionLabels: Record<string, string>;
  /** Preselected on a position's own page; elsewhere the visitor must choose (a placeholder). */
  position?: string | undefined;
  /** Absent where the page heads the form itself, with the id `application-heading` (both careers pages). */
  heading?: string | undefined;
  maxBytes: number;
}

/** Job application with a CV upload; multipart, works without JavaScript too. */
export default function ApplicationForm(props: ApplicationFormProps) {
  const { locale, strings, positionLabels, maxBytes } = props;
  const f = strings.forms;
  const submit = useSubmit({
    schema: (schemas) => schemas.applicationSchemaFor(Object.keys(positionLabels)),
    strings,
    locale,
    body: (form) => ({ body: new FormData(form), json: false }),
    extraErrors: (form, messages) => cvError(form, messages, maxBytes, locale),
  });
  const { errors } = submit;
  return (
    <FormFrame
      action="/api/applications"
      encType="multipart/form-data"
      locale={locale}
      strings={strings}
      heading={props.heading}
      headingId="application-heading"
      name="application"
      submit={submit}
      success={f.applicationSuccess}
      failure={f.applicationFailure}
      submitLabel={f.submitApplication}
    >
      <PositionField f={f} positionLabels={positionLabels} preselected={props.position} error={errors['position']} />
      <NameField id="application-name" f={f} error={errors['name']} />
      <EmailField id="application-email" f={f} error={errors['email']} />
      <PhoneField id="application-phone" f={f} error={errors['phoneNumber']} />
      <Field id="application-title" label={f.jobTitle} error={errors['message']}>
        {(p) => (
          <input {...p} name="message" type="text" dir="auto" autoComplete="organization-title" required maxLength={limits.jobTitleMax} />
        )}
      </Field>
      <CvField f={f} locale={locale} maxBytes={maxBytes} error={errors['file']} />
    </FormFrame>
  );
}
