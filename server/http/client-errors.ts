/**
 * Answers for what Node's HTTP parser rejects before Fastify sees a request (malformed request
 * line, headers too large, a request not received in time). Fastify's default answer carries
 * none of our security headers; this one carries the same set as every other response.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

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
