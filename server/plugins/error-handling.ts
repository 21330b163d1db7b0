/**
 * The one error handler. Client errors (4xx: bad JSON, body too large, unsupported media
 * type, validation, rate limit…) keep their status and get a short JSON answer; every 5xx is
 * logged with its context and answered with a generic message. Never a stack trace, an
 * internal message or a file path in a response.
 *
 * Not the 404 handler: the static-site plugin owns 404s.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { safeErrorFields, statusOf, type MaybeHttpError } from '../http/errors.ts';

export interface ErrorBody {
  error: string;
  message: string;
}

const clientErrors: Record<number, ErrorBody> = {
  400: { error: 'bad_request', message: 'The request could not be understood.' },
  401: { error: 'unauthorized', message: 'Authentication is required.' },
  403: { error: 'forbidden', message: 'This is not allowed.' },
  404: { error: 'not_found', message: 'Not found.' },
  405: { error: 'method_not_allowed', message: 'This method is not allowed here.' },
  406: { error: 'not_acceptable', message: 'No acceptable representation is available.' },
  408: { error: 'request_timeout', message: 'The request took too long.' },
  409: { error: 'conflict', message: 'The request conflicts with the current state.' },
  410: { error: 'gone', message: 'This is no longer available.' },
  411: { error: 'length_required', message: 'The request needs a Content-Length.' },
  412: { error: 'precondition_failed', message: 'A precondition of the request failed.' },
  413: { error: 'payload_too_large', message: 'The request body is too large.' },
  414: { error: 'uri_too_long', message: 'The requested address is too long.' },
  415: { error: 'unsupported_media_type', message: 'The request body has an unsupported content type.' },
  416: { error: 'range_not_satisfiable', message: 'The requested range cannot be served.' },
  422: { error: 'unprocessable', message: 'The request could not be processed.' },
  429: { error: 'too_many_requests', message: 'Too many requests. Please try again later.' },
  431: { error: 'headers_too_large', message: 'The request headers are too large.' },
};

const internal: ErrorBody = { error: 'internal', message: 'Something went wrong.' };

/** The response body for an error: generic text only, chosen by status and Fastify code. */
export function errorBody(error: unknown, status: number): ErrorBody {
  if (status >= 500) return internal;
  const e = (error ?? {}) as MaybeHttpError;
  if (
    e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (status === 400 && error instanceof SyntaxError)
  ) {
    return { error: 'invalid_json', message: 'The request body is not valid JSON.' };
  }
  if (e.validation !== undefined || e.code === 'FST_ERR_VALIDATION') {
    return { error: 'validation_failed', message: 'The request is invalid.' };
  }
  return clientErrors[status] ?? { error: 'client_error', message: 'The request could not be processed.' };
}

function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  const e = (error ?? {}) as MaybeHttpError;
  const context = { method: request.method, path: pathOf(request), route: request.routeOptions.url, statusCode: status };
  if (status >= 500) {
    request.log.error({ ...context, err: safeErrorFields(error) }, 'request failed');
  } else {
    request.log.info({ ...context, code: typeof e.code === 'string' ? e.code : undefined }, 'client error');
  }
  // Headers meant for the response that failed must not describe this one.
  for (const name of ['content-encoding', 'etag', 'last-modified', 'content-disposition', 'content-range', 'accept-ranges']) {
    reply.removeHeader(name);
  }
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(error, status));
}

/**
 * For Fastify's `frameworkErrors` option (errors raised before routing, e.g. a URL with
 * invalid percent-encoding). Those replies skip every hook, so this one also adds the
 * security headers itself. Wire it in with `Fastify({ frameworkErrors: handleFrameworkError })`.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const headers = (request.server as Partial<Pick<FastifyInstance, 'securityHeaders'>>).securityHeaders;
  if (headers) reply.headers(headers);
  const status = statusOf(error);
  request.log.info({ method: request.method, code: error.code, statusCode: status }, 'rejected before routing');
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(error, status));
}

async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorHandling, { name: 'error-handling' });
