/**
 * GET /api/openapi.json: the lead endpoints, their bodies derived from the shared zod schemas,
 * their answers, and the webhooks (webhook-docs.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { limits } from '../../../src/forms/limits.ts';
import { openPositions } from '../../../src/forms/open-positions.ts';
import { applicationSchemaFor, inquirySchema } from '../../../src/forms/schemas.ts';
import { cvDownloadPath, webhooks } from './webhook-docs.ts';

/**
 * The lead forms' request bodies, derived from the zod schemas the forms and the server share
 * (src/forms/schemas.ts), as JSON Schema 2020-12.
 */
function formBodies(openPositionIds: readonly string[]) {
  const jsonSchema = (schema: z.ZodMiniType) => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
    return rest; // the dialect is declared once, document-wide
  };
  const inquiry = jsonSchema(inquirySchema);
  const application = jsonSchema(applicationSchemaFor(openPositionIds)) as { properties?: Record<string, unknown>; required?: string[] };
  const applicationForm = {
    ...application,
    properties: {
      ...application.properties,
      position: {
        type: 'string',
        enum: [...openPositionIds],
        description: 'Id of an open job position (src/content/positions/<id>.json), as open when this document was served.',
      },
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `The CV: PDF, DOC or DOCX by its magic bytes, at most ${limits.cvMaxBytes} bytes. HR receives only a rebuilt PDF of it (page images with OCR text), made after the answer.`,
      },
    },
    required: [...(application.required ?? []), 'file'],
  };
  return { inquiry, applicationForm };
}

// The lead endpoints' answers: the refusals and their localized messages.
const errors = {
  type: 'object',
  properties: {
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Localized message per field (`form` for the whole form).',
    },
  },
  required: ['errors'],
};

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

/** What POST /api/inquiries and /api/applications answer. */
const leadResponses = (what: string) => ({
  '201': {
    description: `${what} stored and its e-mail queued (also answered to detected spam).`,
    ...json({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] }),
  },
  '303': { description: 'For native form posts (Accept prefers text/html): redirect to /sent or /not-sent (Arabic under /ar).' },
  '400': { description: 'Invalid fields, messages in the language of `locale` or Accept-Language.', ...json(errors) },
  '403': { description: 'Posted from another site (Sec-Fetch-Site / Origin).', ...json(errors) },
  '408': { description: 'The body took longer than BODY_TIMEOUT_MS to arrive; the connection is closed.', ...json(errors) },
  '409': {
    description:
      'The form token (formToken or the form_token cookie) was used for an accepted lead already: nothing stored; reload the form for a new one.',
    ...json(errors),
  },
  '413': { description: 'Body or file too large.', ...json(errors) },
  '415': { description: 'Unsupported content type, or a CV that is not PDF/DOC/DOCX.', ...json(errors) },
  '429': {
    description: 'Too many posts from this address; see Retry-After.',
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
    ...json(errors),
  },
  '503': {
    description: 'Busy (the upload bound, or load shedding): try again after Retry-After.',
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
    ...json(errors),
  },
});

function openApiDocument(openPositionIds: readonly string[] = []) {
  const { inquiry, applicationForm } = formBodies(openPositionIds);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'ASCON website lead capture', version: '1.0.0' },
    paths: {
      '/api/inquiries': {
        post: {
          summary: 'Send a sales inquiry',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: inquiry }, 'application/x-www-form-urlencoded': { schema: inquiry } },
          },
          responses: leadResponses('Inquiry'),
        },
      },
      '/api/form-token': {
        post: {
          summary: 'Get or renew the time-trap token a form sends as `formToken`',
          description:
            "Renewing an authentic token (body `token`, or the `form_token` cookie) keeps the form's opening (its id and time) up to FORM_TOKEN_MAX_AGE_MS after it; a token that served an accepted lead, or an older one, starts a new form opened now. A token serves one accepted lead. Also set as the `form_token` cookie.",
          requestBody: {
            required: false,
            content: { 'application/json': { schema: { type: 'object', properties: { token: { type: 'string' } } } } },
          },
          responses: {
            '200': {
              description: 'The token; empty when the time trap is off (MIN_FILL_MS=0).',
              ...json({
                type: 'object',
                properties: { token: { type: 'string' }, expiresAt: { type: ['integer', 'null'] } },
                required: ['token'],
              }),
            },
          },
        },
      },
      '/api/applications': {
        post: {
          summary: 'Apply for a position with a CV',
          requestBody: { required: true, content: { 'multipart/form-data': { schema: applicationForm } } },
          responses: leadResponses('Application'),
        },
      },
      '/api/cv/{applicationId}': cvDownloadPath,
    },
    webhooks,
  };
}

export async function openApiRoute(app: FastifyInstance) {
  app.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    // Built per request: the open positions change with the calendar (decision 0028).
    return openApiDocument(openPositions(app.content.positions).map((p) => p.id));
  });
}
