/**
 * How every lead post ends once its fields are valid: refused if its form token served a lead
 * already (before it counts: it stores nothing), counted against the accepted-posts limit,
 * judged by the time trap and the honeypot (spam is stored, never sent), and, unless the client
 * has gone, stored with its form token's use (a token serves one accepted lead: decision 0029)
 * and answered. The route says only how its lead is inserted.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/i18n/locales.ts';
import { succeed } from '../../http/respond.ts';
import type { FormTokenUse } from '../../leads/form-token/service.ts';
import type { IntakeResult, SpamSignals } from '../../leads/intake/intake-service.ts';
import { noteLeadStored } from '../../http/lead-outcome.ts';
import { answerFormUsed, answerRateLimited, clientGone, endForGoneClient, type LeadGuards } from './guards.ts';

/** The anti-spam fields every lead form carries (src/forms/schemas.ts, antiSpamFields). */
interface AntiSpamFields {
  website?: string | undefined;
  formToken?: string | undefined;
}

/** Stores the lead and answers, or answers why it was not stored. `insert` says what storing came to. */
export async function storeLead(
  request: FastifyRequest,
  reply: FastifyReply,
  guards: LeadGuards,
  locale: Locale,
  lead: { kind: 'inquiry' | 'application'; form: AntiSpamFields },
  insert: (signals: SpamSignals, tokenUse: FormTokenUse | null) => Promise<IntakeResult>,
): Promise<FastifyReply> {
  const token = await guards.tokenVerdict(request, lead.form.formToken);
  // A replay stores nothing, so it is refused before it counts against the limit.
  if (token?.used) return answerFormUsed(request, reply, locale);
  const retryAfter = await guards.overAcceptedLimit(request);
  if (retryAfter !== null) return answerRateLimited(request, reply, locale, retryAfter);
  if (clientGone(request)) return endForGoneClient(request, reply, lead.kind);
  // The intake service judges spam (the honeypot and this verdict) and keeps spam from mail and webhooks.
  const stored = await insert({ website: lead.form.website, verdict: token?.verdict ?? null }, token?.use ?? null);
  if (stored.used) return answerFormUsed(request, reply, locale);
  noteLeadStored(request, stored.spam !== null);
  if (stored.spam) request.log.info({ id: stored.id, spam: stored.spam }, `${lead.kind} stored as spam`);
  return succeed(request, reply, locale, stored.id);
}
