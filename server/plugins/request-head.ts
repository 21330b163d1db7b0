/**
 * What Node's HTTP server decides about a request's head on its own, answered our way instead:
 * - HTTP/1.1 needs exactly one Host header (RFC 9112 §3.2). Node answers a missing one with a bare
 *   400 (none of our headers; `requireHostHeader: false` in app.ts turns that off) and lets a
 *   second one through; here both get a 400 through Fastify, with the security headers.
 * - An `Expect` other than `100-continue`: Node answers a bare 417; here it carries our headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closingJsonHeaders } from '../http/errors.ts';

function hostHeaders(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}

async function requestHead(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const hosts = hostHeaders(request.raw.rawHeaders);
    // HTTP/1.0 predates Host: none is fine there.
    if (hosts === 1 || (hosts === 0 && request.raw.httpVersion === '1.0')) return;
    // As Node's own answer did: the body of such a request is not worth reading.
    reply.header('connection', 'close');
    throw Object.assign(new Error('a request needs exactly one Host header'), { statusCode: 400, code: 'LEADS_HOST_HEADER' });
  });
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ error: 'expectation_failed', message: 'The Expect header is not supported.' });
    response.writeHead(417, closingJsonHeaders(body, app.securityHeaders));
    response.end(body);
  });
}

export default fp(requestHead, { name: 'request-head', dependencies: ['security-headers'] });
