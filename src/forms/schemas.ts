/**
 * One schema per form, used by the React island (instant feedback) and by the Fastify route
 * (authoritative re-validation). Written with zod/mini to keep the browser bundle small.
 * Issue messages are UI-string keys (`errors.*`), so both sides show the same localized text.
 * The server adds one check the browser cannot afford to ship: whether the phone number is
 * valid for the chosen country (libphonenumber-js metadata).
 */
import * as z from 'zod/mini';
import { limits } from './limits.ts';
import { locales } from '../i18n/locales.ts';
import type { UiKey } from '../i18n/ui.ts';

/**
 * Characters no form field has a use for: C0/C1 controls (NUL cannot even be stored in
 * PostgreSQL text), and lone UTF-16 surrogates (not encodable). Single-line fields (names,
 * e-mail, phone) also refuse line breaks, tabs and every bidi control: an override (U+202E)
 * there only serves to disguise what a sales rep or a mail subject shows.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const lineBreaksAndBidi = /[\t\n\r\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
const bidiOverrides = /[\u202A-\u202E]/;
export const safeText = (v: string) => !controlChars.test(v) && !loneSurrogate.test(v) && !bidiOverrides.test(v);
export const safeLine = (v: string) => safeText(v) && !lineBreaksAndBidi.test(v);
const textCheck = z.refine<string>(safeText, 'errors.invalidCharacters');
const lineCheck = z.refine<string>(safeLine, 'errors.invalidCharacters');

/** An empty field is answered by its own message, which says what to do ("Enter your name."). */
type RequiredKey = `errors.${string}Required` & UiKey;

const requiredText = (max: number, empty: RequiredKey, chars = textCheck) =>
  z.string({ error: empty }).check(z.trim(), chars, z.minLength(1, empty), z.maxLength(max, 'errors.tooLong'));

const email = z.string({ error: 'errors.emailRequired' }).check(
  z.trim(),
  lineCheck,
  z.minLength(1, 'errors.emailRequired'),
  z.maxLength(limits.emailMax, 'errors.email'),
  z.refine((v) => v.length === 0 || z.email().safeParse(v).success, 'errors.email'),
);

const digits = (v: string) => v.replace(/\D/g, '').length;
const phone = z.string({ error: 'errors.phoneRequired' }).check(
  z.trim(),
  lineCheck,
  z.minLength(1, 'errors.phoneRequired'),
  z.maxLength(limits.phoneMax, 'errors.phone'),
  z.refine((v) => v.length === 0 || (/^\+?[\d\s().-]+$/.test(v) && digits(v) >= 6 && digits(v) <= 15), 'errors.phone'),
);

export const countryCode = z
  .string({ error: 'errors.countryRequired' })
  .check(z.trim(), z.minLength(1, 'errors.countryRequired'), z.regex(/^[A-Z]{2}$/, 'errors.country'));

/** Fields a bot fills and a person does not see or cannot be as fast as. */
export const antiSpamFields = {
  /** Honeypot, visually hidden, must stay empty. */
  website: z._default(z.string().check(z.maxLength(limits.honeypotMax)), ''),
  /**
   * The server-signed time-trap token (server/leads/form-token/token.ts), from the island or, for a
   * form posted without JavaScript, the cookie the page was served with.
   */
  formToken: z.optional(z.string().check(z.maxLength(limits.formTokenMax), z.regex(/^[\w.-]*$/))),
};

const locale = z._default(z.enum(locales), 'en');

/** Each form's free-text fields and their length bounds (also the server's answer to a cut multipart value). */
export const textFieldMax = {
  inquiry: { name: limits.nameMax, message: limits.messageMax },
  application: { name: limits.nameMax, message: limits.jobTitleMax },
} as const;

/**
 * The longest value the application form posts (UTF-16 units): the largest of its fields' maxima
 * (position and locale are short ids). The multipart parser's per-field bound is sized from it.
 */
export const applicationFieldMax = Math.max(
  textFieldMax.application.name,
  textFieldMax.application.message,
  limits.emailMax,
  limits.phoneMax,
  limits.honeypotMax,
  limits.formTokenMax,
);

export const inquirySchema = z.object({
  name: requiredText(textFieldMax.inquiry.name, 'errors.nameRequired', lineCheck),
  email,
  phoneNumber: phone,
  country: countryCode,
  message: requiredText(textFieldMax.inquiry.message, 'errors.messageRequired'),
  locale,
  page: z._default(z.string().check(z.maxLength(limits.pageMax), z.regex(/^\/[\w/-]*$/)), '/contact'),
  ...antiSpamFields,
});
export type Inquiry = z.output<typeof inquirySchema>;

/**
 * A job position's id, accepted only while that position is open. Which ones are open is content
 * (src/content/positions/, decision 0028): the island passes the ids it offers, the server the
 * ids open at the moment of the request (src/forms/open-positions.ts).
 */
const position = (openIds: readonly string[]) =>
  z.string({ error: 'errors.positionRequired' }).check(
    z.trim(),
    z.minLength(1, 'errors.positionRequired'),
    z.refine((v) => openIds.includes(v), 'errors.position'),
  );

/** The text fields of a job application; the CV file is checked separately (content, size). */
export function applicationSchemaFor(openIds: readonly string[]) {
  return z.object({
    name: requiredText(textFieldMax.application.name, 'errors.nameRequired', lineCheck),
    email,
    phoneNumber: phone,
    message: requiredText(textFieldMax.application.message, 'errors.jobTitleRequired', lineCheck),
    position: position(openIds),
    locale,
    ...antiSpamFields,
  });
}
/** The application's fields; its `position` check accepts none (for shapes and docs, not for validating). */
const applicationShape = applicationSchemaFor([]).shape;
export type Application = z.output<ReturnType<typeof applicationSchemaFor>>;

/** The multipart field that carries the CV (checked by content and size, not by the schema). */
export const cvField = 'file';

/** Fields the visitor does not type: the page's language and path, and the anti-spam fields. */
const technicalFields = new Set<string>(['locale', 'page', ...Object.keys(antiSpamFields)]);

/**
 * The personal data each form collects, read from the schemas themselves: the privacy notice's
 * list of collected fields is generated from this (src/lib/privacy.ts), and a unit test fails
 * when a form gains or loses a field the notice does not name.
 */
export const collectedFields = {
  inquiry: Object.keys(inquirySchema.shape).filter((key) => !technicalFields.has(key)),
  application: [...Object.keys(applicationShape).filter((key) => !technicalFields.has(key)), cvField],
} as const satisfies Record<string, readonly string[]>;
export type CollectingForm = keyof typeof collectedFields;

export interface FieldError {
  key: UiKey;
  params?: Record<string, string | number>;
}

/** Flattens zod issues to the first error per field: `{ email: { key: 'errors.email' } }`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (out[field]) continue;
    // The schemas' messages are UI keys (`errors.*`; tests/unit/ui-strings.test.ts checks each
    // exists); anything else is zod's own text for a check without one.
    const key: UiKey = issue.message.startsWith('errors.') ? (issue.message as UiKey) : 'errors.required';
    out[field] = issue.code === 'too_big' && key === 'errors.tooLong' ? { key, params: { max: Number(issue.maximum) } } : { key };
  }
  return out;
}
