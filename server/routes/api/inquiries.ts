/** POST /api/inquiries: JSON, urlencoded (no-JS form) or multipart fields (FormData). */
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { inquirySchema } from '../../../src/forms/schemas.ts';
import { phoneValidForCountry } from '../../leads/intake/checks.ts';
import { refuseCrossSite, type LeadGuards } from './guards.ts';
import { storeLead } from './store-lead.ts';
import { readMultipart } from '../../http/multipart.ts';
import { answeredAlready } from '../../http/errors.ts';
import { localizedErrors, requestLocale, translate } from '../../http/respond.ts';
import { refuse } from '../../http/refuse.ts';

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
    return storeLead(request, reply, guards, locale, { kind: 'inquiry', form: inquiry }, (signals, tokenUse) =>
      app.leads.insertInquiry(inquiry, signals, tokenUse),
    );
  });
}
