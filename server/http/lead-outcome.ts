/**
 * What became of a form post, noted by the API where it decides (stored, stored as spam,
 * refused and why) and read by the metrics plugin when the answer has gone out. A native form
 * post is answered 303 either way, so the status code alone cannot tell.
 */
import type { FastifyRequest } from 'fastify';

export type LeadOutcome = { stored: 'accepted' | 'spam' } | { refusedWith: number };

const outcomes = new WeakMap<FastifyRequest, LeadOutcome>();

export function noteLeadStored(request: FastifyRequest, spam: boolean): void {
  outcomes.set(request, { stored: spam ? 'spam' : 'accepted' });
}

/** The status the refusal stands for (400, 403, 429…), even when the visitor gets a 303. */
export function noteLeadRefused(request: FastifyRequest, status: number): void {
  outcomes.set(request, { refusedWith: status });
}

export function leadOutcome(request: FastifyRequest): LeadOutcome | undefined {
  return outcomes.get(request);
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
