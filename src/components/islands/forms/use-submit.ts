import { useState } from 'react';
import type * as z from 'zod/mini';
import { loadSchemas, type SchemasModule } from '../../../forms/load-schemas.ts';
import { interpolate } from '../../../i18n/interpolate.ts';
import { loadErrorMessages } from './error-messages.ts';
import { renewFormToken } from './form-token.ts';
import type { FormErrors, FormStrings } from '../../../forms/strings.ts';
import type { Locale } from '../../../i18n/locales.ts';

export type SubmitState = 'idle' | 'sending' | 'success' | 'failure';

function message(errors: FormErrors, key: string, params: Record<string, string | number> | undefined, locale: Locale): string {
  const name = key.replace(/^errors\./, '') as keyof FormErrors;
  return interpolate(errors[name] ?? errors.required, params, locale);
}

interface UseSubmitOptions {
  /** Picks this form's schema from the lazily loaded module. */
  schema: (schemas: SchemasModule) => z.ZodMiniType;
  strings: FormStrings;
  /** Picks the plural forms of counted messages ("under 120 characters"). */
  locale: Locale;
  /** Builds the request body from the form (JSON object or FormData). */
  body: (form: HTMLFormElement, data: Record<string, unknown>) => { body: BodyInit; json: boolean };
  /** Extra checks the schema cannot make (the CV file), as field → message. */
  extraErrors?: (form: HTMLFormElement, errors: FormErrors) => Record<string, string>;
}

/** The server's reason, where it has one the visitor can act on (wait, retry). */
function failureNotice(status: number, errors: FormErrors | undefined): string | undefined {
  if (status === 429) return errors?.rateLimited;
  if (status === 503) return errors?.busy;
  if (status === 408) return errors?.slowUpload;
  if (status === 409) return errors?.formUsed;
  return undefined;
}

/** The schemas and this language's messages; either is undefined if it could not load. */
function loadValidation(locale: Locale) {
  return Promise.all([loadSchemas().catch(() => undefined), loadErrorMessages(locale).catch(() => undefined)]);
}

/**
 * Submits a form in place: validates with the shared schema, posts with fetch, shows
 * 'Sending…' while waiting, keeps the visitor's input on failure and clears it on success.
 */
export function useSubmit({ schema, strings, locale, body, extraErrors }: UseSubmitOptions) {
  const [state, setState] = useState<SubmitState>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');

  const focusFirstInvalid = (form: HTMLFormElement, fields: Record<string, string>) => {
    const first = [...form.elements].find((el) => el instanceof HTMLElement && 'name' in el && (el as HTMLInputElement).name in fields) as
      HTMLElement | undefined;
    first?.focus();
  };

  const onSubmit = async (event: React.SubmitEvent<HTMLFormElement>, successText: string, failureText: string) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form).entries());
    const found: Record<string, string> = {};
    // Without the schemas or the messages (connection lost) the server's validation answers.
    const [schemas, messages] = await loadValidation(locale);
    if (schemas && messages) {
      const parsed = schema(schemas).safeParse(data);
      if (!parsed.success)
        for (const [field, e] of Object.entries(schemas.fieldErrors(parsed.error)))
          found[field] = message(messages, e.key, e.params, locale);
      Object.assign(found, extraErrors?.(form, messages) ?? {});
    }
    setErrors(found);
    if (Object.keys(found).length) {
      setNotice(strings.forms.fixErrors);
      focusFirstInvalid(form, found);
      return;
    }
    setState('sending');
    setNotice('');
    try {
      await renewFormToken(form);
      const request = body(form, Object.fromEntries(new FormData(form).entries()));
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json', ...(request.json ? { 'content-type': 'application/json' } : {}) },
        body: request.body,
      });
      if (response.status === 201) {
        form.reset();
        setErrors({});
        setState('success');
        setNotice(successText);
        // The token served this lead (decision 0029): a second message from this page needs its own.
        void renewFormToken(form);
        return;
      }
      const payload = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      if (payload.errors && [400, 413, 415].includes(response.status)) {
        setErrors(payload.errors);
        setState('idle');
        setNotice(strings.forms.fixErrors);
        focusFirstInvalid(form, payload.errors);
        return;
      }
      setState('failure');
      // Without the loaded messages, the server's own localized reason (409: reload the form).
      setNotice(
        failureNotice(response.status, messages) ?? (response.status === 409 ? payload.errors?.['form'] : undefined) ?? failureText,
      );
    } catch {
      setState('failure');
      setNotice(failureText);
    }
  };

  /** Starts loading the schemas and messages as soon as the visitor reaches the form. */
  const prefetch = () => void loadValidation(locale);

  return { state, errors, notice, onSubmit, prefetch };
}
