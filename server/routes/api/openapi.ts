/** GET /api/openapi.json: the lead endpoints, their bodies derived from the shared zod schemas. */
import type { FastifyInstance } from 'fastify';
import { formBodies } from './openapi-bodies.ts';
import { json, leadResponses } from './openapi-responses.ts';
import { cvDownloadPath, webhooks } from './webhook-docs.ts';
import { openPositions } from '../../../src/forms/open-positions.ts';

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
