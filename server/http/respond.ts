/**
 * How the API answers: JSON for scripts (the React islands), 303 redirects to the localized
 * /sent or /not-sent page for native form posts, and per-field messages in the visitor's
 * language taken from the UI string catalogues.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { fieldErrors } from '../../src/forms/schemas.ts';
import { defaultLocale, isLocale, locales, type Locale } from '../../src/i18n/locales.ts';
import { pathFor, splitLocale } from '../../src/i18n/paths.ts';
import { useTranslations, type UiKey } from '../../src/i18n/ui.ts';

export type FieldMessages = Record<string, string>;

/** The body's `locale` field, else the page it was posted from, else Accept-Language. */
export function requestLocale(request: FastifyRequest, bodyLocale?: unknown): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  const referer = request.headers.referer;
  if (referer) {
    try {
      if (splitLocale(new URL(referer).pathname).locale === 'ar') return 'ar';
    } catch {
      // not a URL: ignore
    }
  }
  return acceptLanguage(request.headers['accept-language']);
}

/** Accept-Language: the visitor's preferred of the site's locales (English when neither is named). */
function acceptLanguage(header: string | undefined): Locale {
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).language([...locales]);
  return isLocale(preferred) ? preferred : defaultLocale;
}

// JSON first: on a tie (`*/*`, no Accept) the client is a script.
const answerTypes = ['application/json', 'text/html', 'application/xhtml+xml'];

/** A native form post asks for HTML first; fetch() sends `*∕*` or application/json. */
export function wantsHtml(request: FastifyRequest): boolean {
  const preferred = new Negotiator(request).mediaType(answerTypes);
  return preferred !== undefined && preferred !== 'application/json';
}

export function translate(locale: Locale, key: UiKey, params?: Record<string, string | number>): string {
  return useTranslations(locale)(key, params);
}

/** zod issues → `{ field: 'localized message' }` (first issue per field). */
export function localizedErrors(error: Parameters<typeof fieldErrors>[0], locale: Locale): FieldMessages {
  const out: FieldMessages = {};
  for (const [field, { key, params }] of Object.entries(fieldErrors(error))) out[field] = translate(locale, key, params);
  return out;
}

/**
 * The outcome page of a native post, with the posting form as its fragment (`/sent#application`):
 * the static page shows only that form's next steps (FormOutcomePage), without a script.
 */
function outcomePage(request: FastifyRequest, page: 'sent' | 'notSent', locale: Locale): string {
  const form = request.url.startsWith('/api/applications') ? 'application' : 'inquiry';
  return `${pathFor(page, locale)}#${form}`;
}

export function succeed(request: FastifyRequest, reply: FastifyReply, locale: Locale, id: string) {
  reply.header('cache-control', 'no-store');
  if (wantsHtml(request))
    return reply
      .code(303)
      .header('location', outcomePage(request, 'sent', locale))
      .send();
  return reply.code(201).send({ id });
}

/**
 * The refusal's answer shaped on the reply, its body returned unsent (none for the 303 a native
 * form post gets): load shedding's handler returns it for @fastify/under-pressure to send.
 * http/lead-outcome.ts (refuse) is what callers use (it also notes the refusal).
 */
export function failureAnswer(request: FastifyRequest, reply: FastifyReply, locale: Locale, status: number, errors: FieldMessages) {
  reply.header('cache-control', 'no-store');
  if (wantsHtml(request)) {
    reply.code(303).header('location', outcomePage(request, 'notSent', locale));
    return undefined;
  }
  reply.code(status);
  return { errors };
}
