/**
 * The /api scope: body parsers, per-IP rate limits and an error handler of its own, so every
 * failure of a form post (bad JSON, size, type, rate) becomes a localized 4xx, or a 303 to the
 * /not-sent page for a native form post, and never reaches the site-wide HTML error pages.
 * The form routes are registered here; POST /api/form-token, their token, is below.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { applicationRoutes, cvDownloadRoute } from './applications.ts';
import { createLeadGuards } from './guards.ts';
import { inquiryRoutes } from './inquiries.ts';
import { sweepStaleUploads } from '../../http/multipart.ts';
import { openApiRoute } from './openapi.ts';
import urlencodedBodies from '../../plugins/external/formbody.ts';
import multipartBodies from '../../plugins/external/multipart.ts';
import rateLimits from '../../plugins/external/rate-limit.ts';
import { requestLocale, translate } from '../../http/respond.ts';
import { limits, megabytes } from '../../../src/forms/limits.ts';
import { refuse } from '../../http/lead-outcome.ts';
import { textFieldMax } from '../../../src/forms/schemas.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formTokenCookie } from '../../leads/form-token/token.ts';
import { formTokenCookieOptions } from '../../leads/form-token/service.ts';

/**
 * The answer to a multipart value cut at `multipartFieldBytes` (plugins/external/multipart.ts):
 * what the application form's schema says of a too-long value (only that form posts multipart).
 */
function tooLong(locale: Locale, field: unknown): Record<string, string> {
  const bounds: Record<string, number> = textFieldMax.application;
  const max = typeof field === 'string' && Object.hasOwn(bounds, field) ? bounds[field] : undefined;
  return max === undefined
    ? { form: translate(locale, 'forms.fixErrors') }
    : { [field as string]: translate(locale, 'errors.tooLong', { max }) };
}

export default async function api(app: FastifyInstance) {
  const { config } = app;
  // The forms post JSON, urlencoded (inquiries) or multipart (applications) bodies; Fastify's default text/plain parser
  // would turn any other text into a string the schemas then refuse as 400, not 415.
  app.removeContentTypeParser('text/plain');
  // Set by http/multipart.ts as it reads, for this scope's error handler (a fresh object per request, never shared).
  app.decorateRequest('multipartFields', null);
  await app.register(urlencodedBodies);
  await app.register(multipartBodies);
  // Staged CV fragments a killed process left (personal data) go at every start: an upload lives
  // at most a body timeout plus its type check.
  app.addHook('onReady', async () => {
    const swept = await sweepStaleUploads(config.dataDir, Math.max(60 * 60_000, config.BODY_TIMEOUT_MS * 4));
    if (swept) app.log.info({ swept }, 'stale staged uploads removed');
  });
  await app.register(rateLimits);
  // Every post counts against a wide flood guard; only posts that would be stored count
  // against RATE_LIMIT_MAX (guards.overAcceptedLimit), so a visitor fixing typos is not locked out.
  const floodLimit = { max: config.RATE_LIMIT_MAX * 5, timeWindow: config.RATE_LIMIT_WINDOW_MS };
  const guards = createLeadGuards(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = request.body as { locale?: unknown } | null | undefined;
    const locale = requestLocale(
      request,
      (typeof body === 'object' && body !== null ? body.locale : undefined) ?? request.multipartFields?.['locale'],
    );
    const status = error.statusCode ?? 500;
    if (status === 429) return refuse(request, reply, locale, 429, { form: translate(locale, 'errors.rateLimited') });
    if (status === 408)
      return refuse(request, reply.header('connection', 'close'), locale, 408, { form: translate(locale, 'errors.slowUpload') });
    if (error.code === 'LEADS_FIELD_TOO_LONG')
      return refuse(request, reply, locale, 400, tooLong(locale, (error as { field?: unknown }).field));
    if (status === 413) {
      const isFile = error.code === 'FST_REQ_FILE_TOO_LARGE';
      return refuse(
        request,
        reply,
        locale,
        413,
        isFile
          ? { file: translate(locale, 'errors.fileSize', { size: megabytes(limits.cvMaxBytes) }) }
          : { form: translate(locale, 'forms.fixErrors') },
      );
    }
    // 406 is @fastify/multipart's "not multipart": for a client it is the wrong content type.
    if (status === 415 || status === 406) return refuse(request, reply, locale, 415, { form: translate(locale, 'forms.fixErrors') });
    if (status >= 400 && status < 500) return refuse(request, reply, locale, 400, { form: translate(locale, 'forms.fixErrors') });
    // The logger's serializer writes its class, code and frames, never its message (config/logger.ts).
    request.log.error({ err: error }, 'lead capture failed');
    // The message names the form the visitor sent (an applicant is not told about an inquiry).
    const failure = request.routeOptions.url?.startsWith('/api/applications') ? 'forms.applicationFailure' : 'forms.failure';
    return refuse(request, reply, locale, 500, { form: translate(locale, failure) });
  });

  await inquiryRoutes(app, floodLimit, guards);
  await applicationRoutes(app, floodLimit, guards);
  await formTokenRoute(app, floodLimit);
  await openApiRoute(app);
  await cvDownloadRoute(app);
}

/**
 * POST /api/form-token: the form island's time-trap token. It renews an authentic token it is
 * given (body or cookie), keeping the form's opening (id and time), so a form left open for
 * hours still posts without being taken for a bot; otherwise, and when the token is past its
 * hard lifetime or has served an accepted lead already, the form counts as opened now, with
 * a new id (decision 0029). The island asks again after a success: a second inquiry from the
 * same page gets a token of its own. It counts against the form posts' flood guard: each call
 * can read the database twice.
 */
async function formTokenRoute(app: FastifyInstance, floodLimit: RateLimitOptions) {
  app.post('/form-token', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body as { token?: unknown } | null | undefined;
    const given = typeof body?.token === 'string' ? body.token : undefined;
    // The renewal rules (which opening is kept) are the form-token service's (leads/form-token/service.ts).
    const issued = await app.leads.issueFormToken(given, request.cookies[formTokenCookie]);
    if (!issued) return reply.send({ token: '', expiresAt: null });
    reply.setCookie(formTokenCookie, issued.token, formTokenCookieOptions(app.config));
    return reply.send(issued);
  });
}
