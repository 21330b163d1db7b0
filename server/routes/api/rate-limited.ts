import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/i18n/locales.ts';
import { fail, translate } from '../../http/respond.ts';

/** 429 for a client over the accepted-posts limit, in its language. */
export function answerRateLimited(request: FastifyRequest, reply: FastifyReply, locale: Locale, retryAfterSeconds = 60): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return fail(request, reply, locale, 429, { form: translate(locale, 'errors.rateLimited') });
}
