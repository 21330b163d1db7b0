import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translate } from '../../http/respond.ts';
import { refuse } from '../../http/refuse.ts';

/** 429 for a client over the accepted-posts limit, in its language. */
export function answerRateLimited(request: FastifyRequest, reply: FastifyReply, locale: Locale, retryAfterSeconds = 60): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return refuse(request, reply, locale, 429, { form: translate(locale, 'errors.rateLimited') });
}
