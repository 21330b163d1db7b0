/**
 * What became of the form posts: leads accepted, stored as spam, and refused by reason. Read
 * when the answer has gone out, from what the API noted where it decided (http/lead-outcome.ts):
 * a native form post is answered 303 either way, so the status code alone cannot tell.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { refusalReason } from '../http/lead-outcome.ts';

const leadRoutes: Record<string, 'inquiry' | 'application'> = { '/api/inquiries': 'inquiry', '/api/applications': 'application' };

export function leadFigures(registry: Registry) {
  const accepted = new Counter({
    name: 'leads_accepted_total',
    help: 'Leads stored and queued for delivery.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const spam = new Counter({
    name: 'leads_spam_total',
    help: 'Leads stored as spam (honeypot, time trap): kept, never delivered until released.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'leads_rejected_total',
    help: 'Form posts refused, by reason.',
    labelNames: ['kind', 'reason'],
    registers: [registry],
  });

  /** Counts a form post (any other request is not a lead and is left alone). */
  return function countLead(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? 'unmatched';
    const kind = request.method === 'POST' ? leadRoutes[route] : undefined;
    if (!kind) return;
    const outcome = request.leadOutcome;
    if (outcome && 'stored' in outcome) (outcome.stored === 'spam' ? spam : accepted).inc({ kind });
    else if (outcome || reply.statusCode >= 400) refused.inc({ kind, reason: refusalReason(outcome?.refusedWith ?? reply.statusCode) });
  };
}
