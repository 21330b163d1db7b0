/**
 * POST /api/inquiries: JSON (the island) or urlencoded (the no-JS form), the two encodings the
 * README and the OpenAPI document name. The /api scope parses multipart for applications; here
 * a multipart body is refused like any other unsupported type (docs/decisions/0058).
 */
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { inquirySchema } from '../../../src/forms/schemas.ts';
import { phoneValidForCountry } from '../../leads/intake/checks.ts';
import { refuseCrossSite, type LeadGuards } from './guards.ts';
import { storeLead } from './store-lead.ts';
import { localizedErrors, requestLocale, translate } from '../../http/respond.ts';
import { refuse } from '../../http/lead-outcome.ts';

export async function inquiryRoutes(app: FastifyInstance, floodLimit: RateLimitOptions, guards: LeadGuards) {
  app.post('/inquiries', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    const refused = refuseCrossSite(request, reply);
    if (refused) return refused;
    if (request.isMultipart()) {
      const locale = requestLocale(request);
      return refuse(request, reply, locale, 415, { form: translate(locale, 'forms.fixErrors') });
    }
    const body: unknown = request.body;
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
