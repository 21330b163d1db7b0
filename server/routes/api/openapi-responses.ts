/** The lead endpoints' answers for the OpenAPI document: the refusals and their localized messages. */

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

export const json = (schema: object) => ({ content: { 'application/json': { schema } } });

/** What POST /api/inquiries and /api/applications answer. */
export const leadResponses = (what: string) => ({
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
