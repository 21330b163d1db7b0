/**
 * How every lead post ends once its fields are valid: counted against the accepted-posts limit,
 * judged by the time trap and the honeypot (spam is stored, never sent), and, unless the client
 * has gone, stored with its form token's use (a token serves one accepted lead: decision 0029)
 * and answered. The route says only how its lead is inserted.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/i18n/locales.ts';
import { succeed } from '../../http/respond.ts';
import { unlessTokenUsed, type FormTokenUse } from '../../leads/form-token/uses.ts';
import { spamReason } from '../../leads/intake/checks.ts';
import { noteLeadStored } from '../../http/lead-outcome.ts';
import { answerFormUsed, answerRateLimited, clientGone, endForGoneClient, type LeadGuards } from './guards.ts';

/** The anti-spam fields every lead form carries (src/forms/schemas.ts, antiSpamFields). */
interface AntiSpamFields {
  website?: string | undefined;
  formToken?: string | undefined;
}

/** Stores the lead and answers, or answers why it was not stored. `insert` returns the lead's id. */
export async function storeLead(
  request: FastifyRequest,
  reply: FastifyReply,
  guards: LeadGuards,
  locale: Locale,
  lead: { kind: 'inquiry' | 'application'; form: AntiSpamFields },
  insert: (spam: string | null, tokenUse: FormTokenUse | null) => Promise<string>,
): Promise<FastifyReply> {
  const retryAfter = await guards.overAcceptedLimit(request);
  if (retryAfter !== null) return answerRateLimited(request, reply, locale, retryAfter);
  const token = await guards.tokenVerdict(request, lead.form.formToken);
  const spam = spamReason(lead.form, token?.verdict ?? null);
  if (clientGone(request)) return endForGoneClient(request, reply, lead.kind);
  const id = await unlessTokenUsed(insert(spam, spam ? null : (token?.use ?? null)));
  if (id === null) return answerFormUsed(request, reply, locale);
  noteLeadStored(request, spam !== null);
  if (spam) request.log.info({ id, spam }, `${lead.kind} stored as spam`);
  return succeed(request, reply, locale, id);
}
