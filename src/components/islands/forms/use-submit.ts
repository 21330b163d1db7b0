import { useRef, useState } from 'react';
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

/** Every field's message by name (`found`), none when the schemas or the messages could not load; the messages. */
async function validate(form: HTMLFormElement, { schema, locale, extraErrors }: UseSubmitOptions) {
  // Without the schemas or the messages (connection lost) the server's validation answers.
  const [schemas, messages] = await loadValidation(locale);
  if (!schemas || !messages) return { messages };
  const found: Record<string, string> = {};
  const parsed = schema(schemas).safeParse(Object.fromEntries(new FormData(form).entries()));
  if (!parsed.success)
    for (const [field, e] of Object.entries(schemas.fieldErrors(parsed.error))) found[field] = message(messages, e.key, e.params, locale);
  return { messages, found: Object.assign(found, extraErrors?.(form, messages) ?? {}) };
}

function focusFirstInvalid(form: HTMLFormElement, fields: Record<string, string>) {
  const first = [...form.elements].find((el) => el instanceof HTMLElement && 'name' in el && (el as HTMLInputElement).name in fields) as
    HTMLElement | undefined;
  first?.focus();
}

/** The errors with one field's message replaced (or removed), the same object when nothing changes. */
function withFieldError(errors: Record<string, string>, name: string, error: string | undefined) {
  if (errors[name] === error) return errors;
  const next = { ...errors };
  if (error) next[name] = error;
  else delete next[name];
  return next;
}

/**
 * Submits a form in place: validates with the shared schema, posts with fetch, shows
 * 'Sending…' while waiting, keeps the visitor's input on failure and clears it on success.
 *
 * Between sends a field that has shown an error is checked again with the same schema (the
 * GOV.UK / Stripe pattern): when the visitor leaves it after changing it, its message follows
 * the value ("abc@" gets the format message, not the empty field's); while typing, its error
 * only ever clears, once the value is valid; a list or a file takes its new message as soon as
 * it is chosen. A field never shown an error is not checked before the send, and focus stays
 * where the visitor puts it. The summary under the button follows the errors left.
 */
export function useSubmit(options: UseSubmitOptions) {
  const { strings, body } = options;
  const [state, setState] = useState<SubmitState>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  /** Fields that have shown an error since the last sent message, and those changed since the last submit. */
  const shown = useRef(new Set<string>());
  const edited = useRef(new Set<string>());
  /** This language's messages, once loaded: the summary counts the errors left in them. */
  const said = useRef<FormErrors>(undefined);

  const showErrors = (found: Record<string, string>) => {
    edited.current.clear();
    for (const field of Object.keys(found)) shown.current.add(field);
    setErrors(found);
    setState('idle');
    setNotice('');
  };

  /** A field left (`blur`) or changed (`input`) after it has shown an error: its message again, from the same schema. */
  const recheck = async (event: React.SyntheticEvent<HTMLFormElement> & { relatedTarget?: EventTarget | null }, left: boolean) => {
    const form = event.currentTarget;
    const field = event.target as HTMLInputElement;
    const { name } = field;
    // Left for "Send", the submit checks it: no message moves the button between press and release.
    if (!shown.current.has(name) || (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit')) return;
    // A list or a file is chosen, not typed: the choice is final at once.
    const chosen = left || field.type === 'file' || field.tagName === 'SELECT';
    if (!left) edited.current.add(name);
    // Left unchanged since the submit: its message stands (the server's, too: the phone for its country).
    else if (!edited.current.has(name)) return;
    const error = (await validate(form, options)).found?.[name];
    if (error && !chosen) return;
    setErrors((current) => withFieldError(current, name, error));
  };

  const onSubmit = async (event: React.SubmitEvent<HTMLFormElement>, successText: string, failureText: string) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = event.currentTarget;
    const { messages, found = {} } = await validate(form, options);
    said.current = messages;
    showErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(form, found);
      return;
    }
    setState('sending');
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
        shown.current.clear();
        setState('success');
        setNotice(successText);
        // The token served this lead (decision 0029): a second message from this page needs its own.
        void renewFormToken(form);
        return;
      }
      const payload = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      if (payload.errors && [400, 413, 415].includes(response.status)) {
        showErrors(payload.errors);
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
  const prefetch = () => void loadValidation(options.locale);

  // The summary under the button: how many fields show an error, while any does, and only then.
  const count = Object.keys(errors).length;
  const summary = count
    ? said.current
      ? interpolate(said.current.fixFields, { count }, options.locale)
      : strings.forms.fixErrors
    : notice;
  return { state, errors, notice: summary, onSubmit, prefetch, recheck };
}
