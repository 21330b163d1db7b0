/**
 * A refused form post, where the refusal is decided: noted for the metrics (a native form post
 * is answered 303 to /not-sent whatever the reason, so the answer alone cannot tell; see
 * http/lead-outcome.ts), then answered by respond.ts, which only shapes the response.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/i18n/locales.ts';
import { noteLeadRefused } from './lead-outcome.ts';
import { failureAnswer, type FieldMessages } from './respond.ts';

/** The refusal noted and its answer shaped, the body returned unsent (for load shedding's handler). */
export function refusal(request: FastifyRequest, reply: FastifyReply, locale: Locale, status: number, errors: FieldMessages) {
  noteLeadRefused(request, status);
  return failureAnswer(request, reply, locale, status, errors);
}

export function refuse(request: FastifyRequest, reply: FastifyReply, locale: Locale, status: number, errors: FieldMessages): FastifyReply {
  return reply.send(refusal(request, reply, locale, status, errors));
}
