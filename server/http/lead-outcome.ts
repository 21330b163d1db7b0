/**
 * What became of a form post, noted on the request (`request.leadOutcome`) by the API where it
 * decides (stored, stored as spam, refused and why) and read by the metrics plugin when the
 * answer has gone out. A native form post is answered 303 either way, so the status code alone
 * cannot tell. A refusal is noted here, where it is decided, then answered by respond.ts, which
 * only shapes the response.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/i18n/locales.ts';
import { failureAnswer, type FieldMessages } from './respond.ts';

type LeadOutcome = { stored: 'accepted' | 'spam' } | { refusedWith: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until the API, load shedding or the body timeout decides (decorated null at the root: server/app.ts). */
    leadOutcome: LeadOutcome | null;
  }
}

export function noteLeadStored(request: FastifyRequest, spam: boolean): void {
  request.leadOutcome = { stored: spam ? 'spam' : 'accepted' };
}

const reasons: Record<number, string> = {
  400: 'invalid',
  403: 'cross-site',
  408: 'slow-body',
  413: 'too-large',
  415: 'unsupported-type',
  409: 'form-used',
  429: 'rate-limited',
  500: 'server-error',
  503: 'busy',
};

/** A refusal's reason label (a small fixed set: metrics labels must not grow without bound). */
export function refusalReason(status: number): string {
  return reasons[status] ?? (status >= 500 ? 'server-error' : 'other');
}

/** The refusal noted and its answer shaped, the body returned unsent (for load shedding's handler). */
export function refusal(request: FastifyRequest, reply: FastifyReply, locale: Locale, status: number, errors: FieldMessages) {
  // The status the refusal stands for (400, 403, 429…), even when the visitor gets a 303.
  request.leadOutcome = { refusedWith: status };
  return failureAnswer(request, reply, locale, status, errors);
}

export function refuse(request: FastifyRequest, reply: FastifyReply, locale: Locale, status: number, errors: FieldMessages): FastifyReply {
  return reply.send(refusal(request, reply, locale, status, errors));
}
