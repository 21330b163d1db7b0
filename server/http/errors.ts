/**
 * Errors as HTTP sees them: the HTTP status an error asks for (the error handler,
 * plugins/error-handling.ts), a route's work failing after its answer went out, and the answer
 * to a request Node's parser refuses before Fastify sees it. What of an error may be logged is
 * the logger's rule, for every logger (config/logger.ts): an error is logged as `{ err: error }`
 * and its message and own properties never reach the log, only its class, code and frames.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

export type MaybeHttpError = Partial<FastifyError> & { status?: unknown; statusCode?: unknown; code?: unknown; validation?: unknown };

/** The HTTP status an error asks for; anything not a 4xx/5xx is a 500. */
export function statusOf(error: unknown): number {
  const e = (error ?? {}) as MaybeHttpError;
  const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * For a route whose work fails after its answer went out (a 408 for a slow body, then the body
 * parser still waiting fails): true, and the failure is logged at info with its code alone for a
 * client-side cause, at error otherwise. Fastify would log any such rejection at error, with
 * the stack, so every slow body could write one.
 */
export function answeredAlready(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!reply.sent) return false;
  if (statusOf(error) < 500) request.log.info({ code: (error as MaybeHttpError | null)?.code }, 'request failed after its answer was sent');
  else request.log.error({ err: error }, 'request failed after its answer was sent');
  return true;
}

// Answers for what Node's HTTP parser rejects before Fastify sees a request (malformed request
// line, headers too large, a request not received in time). Fastify's default answer carries
// none of our security headers; this one carries the same set as every other response.

type ConnectionError = Error & { code?: string };

function statusFor(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The head of a JSON answer Node's server writes without Fastify: our security headers, then the connection ends. */
export function closingJsonHeaders(body: string, securityHeaders: Readonly<Record<string, string>> = {}): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...securityHeaders,
  };
}

/** Fastify calls it bound to the instance, whose `securityHeaders` the security-headers plugin set. */
export function onClientError(this: unknown, error: ConnectionError, socket: Socket): void {
  const headers = (this as { securityHeaders?: Readonly<Record<string, string>> } | undefined)?.securityHeaders;
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = statusFor(error.code);
    const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Bad Request', statusCode: status });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      // Our own constant values; a CR or LF in one would be a bug, so such a header is dropped.
      ...Object.entries(closingJsonHeaders(body, headers))
        .filter(([, value]) => !/[\r\n]/.test(value))
        .map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroySoon();
}
