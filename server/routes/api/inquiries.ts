/** POST /api/inquiries: JSON, urlencoded (no-JS form) or multipart fields (FormData). */
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { inquirySchema } from '../../../src/forms/schemas.ts';
import { phoneValidForCountry, spamReason } from '../../leads/intake/checks.ts';
import { answerFormUsed, answerRateLimited, clientGone, endForGoneClient, refuseCrossSite, type LeadGuards } from './guards.ts';
import { unlessTokenUsed } from '../../leads/form-token/uses.ts';
import { readMultipart } from '../../http/multipart.ts';
import { answeredAlready } from '../../http/errors.ts';
import { localizedErrors, requestLocale, succeed, translate } from '../../http/respond.ts';
import { refuse } from '../../http/refuse.ts';
import { noteLeadStored } from '../../http/lead-outcome.ts';

export async function inquiryRoutes(app: FastifyInstance, floodLimit: RateLimitOptions, guards: LeadGuards) {
  app.post('/inquiries', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    const refused = refuseCrossSite(request, reply);
    if (refused) return refused;
    let body: unknown = request.body;
    if (request.isMultipart()) {
      const parsed = await readMultipart(request, null).catch((error: unknown) => {
        if (answeredAlready(error, request, reply)) return null;
        throw error;
      });
      if (parsed === null) return reply;
      if (parsed.unexpectedFile) {
        const locale = requestLocale(request, parsed.fields['locale']);
        return refuse(request, reply, locale, 415, { form: translate(locale, 'forms.fixErrors') });
      }
      body = parsed.fields;
    }
    const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const result = inquirySchema.safeParse(body);
    const locale = requestLocale(request, result.success ? result.data.locale : raw['locale']);
    if (!result.success) return refuse(request, reply, locale, 400, localizedErrors(result.error, locale));
    const inquiry = result.data;
    // The schema only checks the shape; validity depends on the country's numbering plan.
    if (!phoneValidForCountry(inquiry.phoneNumber, inquiry.country)) {
      return refuse(request, reply, locale, 400, { phoneNumber: translate(locale, 'errors.phone') });
    }
    const retryAfter = await guards.overAcceptedLimit(request);
    if (retryAfter !== null) return answerRateLimited(request, reply, locale, retryAfter);
    const token = await guards.tokenVerdict(request, inquiry.formToken);
    const spam = spamReason(inquiry, token?.verdict ?? null);
    if (clientGone(request)) return endForGoneClient(request, reply, 'inquiry');
    const id = await unlessTokenUsed(app.leads.insertInquiry(inquiry, spam, spam ? null : (token?.use ?? null)));
    if (id === null) return answerFormUsed(request, reply, locale);
    noteLeadStored(request, spam !== null);
    if (spam) request.log.info({ id, spam }, 'inquiry stored as spam');
    return succeed(request, reply, locale, id);
  });
}
