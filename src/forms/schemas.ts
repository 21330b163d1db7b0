/**
 * One schema per form, used by the React island (instant feedback) and by the Fastify route
 * (authoritative re-validation). Issue messages are UI-string keys (`errors.*`), so both sides
 * show the same localized text. The server adds one check the browser cannot afford to ship:
 * whether the phone number is valid for the chosen country (libphonenumber-js metadata).
 */
import { z } from 'zod';
import { limits } from './limits.ts';
import { locales } from '../i18n/locales.ts';

const required = (max: number, tooLong: string = 'errors.tooLong') =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(max, { message: tooLong, params: { max } } as never);

const email = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(limits.emailMax, 'errors.email')
  .pipe(z.email({ error: 'errors.email' }));

const phone = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(limits.phoneMax, 'errors.phone')
  .regex(/^\+?[\d\s().-]{6,}$/, 'errors.phone')
  .refine((v) => v.replace(/\D/g, '').length >= 6 && v.replace(/\D/g, '').length <= 15, 'errors.phone');

export const countryCode = z
  .string({ error: 'errors.country' })
  .trim()
  .regex(/^[A-Z]{2}$/, 'errors.country');

/** Fields a bot fills and a person does not see or cannot be as fast as. */
export const antiSpamFields = {
  /** Honeypot, visually hidden, must stay empty. */
  website: z.string().max(500).optional().default(''),
  /** When the form was rendered (ms since epoch), set by the island or the server page. */
  startedAt: z.coerce.number().int().nonnegative().optional(),
};

export const inquirySchema = z.object({
  name: required(limits.nameMax),
  email,
  phoneNumber: phone,
  country: countryCode,
  message: required(limits.messageMax),
  locale: z.enum(locales).default('en'),
  page: z.string().max(limits.pageMax).regex(/^\/[\w/-]*$/).optional().default('/contact'),
  ...antiSpamFields,
});
export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

export const positions = ['sales', 'developers'] as const;

/** The text fields of a job application; the CV file is checked separately (content, size). */
export const applicationSchema = z.object({
  name: required(limits.nameMax),
  email,
  phoneNumber: phone,
  message: required(limits.jobTitleMax),
  position: z.enum(positions, { error: 'errors.position' }),
  locale: z.enum(locales).default('en'),
  ...antiSpamFields,
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** Flattens zod issues to the first error per field: `{ email: { key: 'errors.email' } }`. */
export function fieldErrors(error: z.ZodError): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (out[field]) continue;
    const key = issue.message.startsWith('errors.') ? issue.message : 'errors.required';
    const params = (issue as { params?: Record<string, string | number> }).params;
    out[field] = params ? { key, params } : { key };
  }
  return out;
}
