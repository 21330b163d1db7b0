/**
 * The one error handler. Client errors (4xx: bad JSON, body too large, unsupported media
 * type, validation, rate limit…) keep their status and get a short JSON answer; every 5xx is
 * logged with its context and answered with a generic message. Never a stack trace, an
 * internal message or a file path in a response.
 *
 * Not the 404 handler: the static-site plugin owns 404s.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { statusOf, type MaybeHttpError } from '../http/errors.ts';

export interface ErrorBody {
  error: string;
  message: string;
}

/** A 4xx named by its standard reason phrase (node:http STATUS_CODES): 413 → payload_too_large. */
function clientError(status: number): ErrorBody {
  const phrase = status >= 400 && status < 500 ? STATUS_CODES[status] : undefined;
  if (!phrase) return { error: 'client_error', message: 'The request could not be processed.' };
  return { error: phrase.toLowerCase().replace(/[^a-z0-9]+/g, '_'), message: `${phrase}.` };
}

const internal: ErrorBody = { error: 'internal', message: 'Something went wrong.' };

/** The response body for an error: generic text only, chosen by status and Fastify code. */
function errorBody(error: unknown, status: number): ErrorBody {
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
  return clientError(status);
}

function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  const e = (error ?? {}) as MaybeHttpError;
  const context = { method: request.method, path: pathOf(request), route: request.routeOptions.url, statusCode: status };
  if (status >= 500) {
    request.log.error({ ...context, err: error }, 'request failed');
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
