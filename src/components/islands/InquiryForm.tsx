import { limits } from '../../forms/limits.ts';
import { countryOptionsHtml } from '../../forms/country-options-html.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { EmailField, NameField, PhoneField } from './forms/ContactFields.tsx';
import { Field } from './forms/Field.tsx';
import { FormFrame } from './forms/FormFrame.tsx';
import type { InquiryFormStrings } from '../../forms/strings.ts';
import { useSubmit } from './forms/use-submit.ts';

/** What a page passes to the island (InquiryIsland.astro), serialized into its HTML: no strings. */
export interface InquiryIslandProps {
  /** The page the inquiry is sent from (stored with the lead). */
  page: string;
  /** The button's words where the form is the page's ask (sector pages); else `forms.submitInquiry`. */
  submitLabel?: string | undefined;
  /** Absent where the page heads the form itself, with the id `${idPrefix}-heading` (sector pages). */
  heading?: string | undefined;
  /** Distinguishes two forms' field ids on one page. */
  idPrefix?: string;
}

interface InquiryFormProps extends InquiryIslandProps {
  locale: Locale;
  strings: InquiryFormStrings;
}

/**
 * Contact inquiry form. A real <form method="post"> that works without JavaScript (the server
 * answers with a 303 to a confirmation page); with JavaScript it validates with the shared
 * schema and submits in place. The island is one per language (InquiryFormEn/Ar.tsx), which
 * brings its strings in its own chunk.
 */
export function InquiryForm({ locale, strings, page, submitLabel, heading, idPrefix = 'inquiry' }: InquiryFormProps) {
  const f = strings.forms;
  const submit = useSubmit({
    schema: (schemas) => schemas.inquirySchema,
    strings,
    locale,
    body: (_form, data) => ({ body: JSON.stringify(data), json: true }),
  });
  const { errors } = submit;
  const id = (name: string) => `${idPrefix}-${name}`;
  // Build time only; the browser keeps the server's options (see country-options-html.ts).
  const optionsHtml = import.meta.env.SSR ? countryOptionsHtml(locale) : '';

  return (
    <FormFrame
      action="/api/inquiries"
      locale={locale}
      strings={strings}
      heading={heading}
      headingId={id('heading')}
      name="inquiry"
      submit={submit}
      success={f.success}
      failure={f.failure}
      submitLabel={submitLabel ?? f.submitInquiry}
      hidden={<input type="hidden" name="page" value={page} />}
    >
      <NameField id={id('name')} f={f} error={errors['name']} />
      <EmailField id={id('email')} f={f} error={errors['email']} />
      <Field id={id('country')} label={f.country} error={errors['country']}>
        {(p) => (
          // Options: see country-options-html.ts (server HTML kept as it is when hydrating; the placeholder carries `selected`, so no defaultValue).
          <select
            {...p}
            className={cn(p.className, 'form-select')}
            name="country"
            required
            autoComplete="country"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: optionsHtml }}
          />
        )}
      </Field>
      <PhoneField id={id('phone')} f={f} error={errors['phoneNumber']} />
      <Field id={id('message')} label={f.message} error={errors['message']}>
        {(p) => <textarea {...p} name="message" dir="auto" rows={4} required maxLength={limits.messageMax} />}
      </Field>
    </FormFrame>
  );
}
