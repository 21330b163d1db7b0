/**
 * A request body must arrive within BODY_TIMEOUT_MS. A client that drips its body (a slow-body
 * attack, or a connection that died without a reset) otherwise holds a socket, a parser and,
 * for uploads, a slot of the upload bound for as long as it likes. On time-out the client gets
 * a localized 408 (a native form post the 303 to /not-sent) and the connection is closed; the
 * handler still waiting for the body then fails on the closed stream and sends nothing more.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale, translate } from '../http/respond.ts';
import { refuse } from '../http/lead-outcome.ts';

/** Levels at which a request logs errors at most already (setting 'error' there would log more). */
const quieterThanError = new Set(['error', 'fatal', 'silent']);

const withBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

async function bodyTimeout(app: FastifyInstance, options: { timeoutMs: number }) {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || !withBody(request.headers)) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info({ timeoutMs: options.timeoutMs }, 'request body not received in time');
      // app.inject's fake socket has no destroy(); a real one always does.
      const socket = raw.socket as Partial<typeof raw.socket> | null;
      if (reply.sent) {
        socket?.destroy?.();
        return;
      }
      // Once the 408 is out, end the request too: by then Node no longer ties it to the socket,
      // so whatever still waits for the body (a parser, a handler) would wait forever.
      reply.raw.once('finish', () => {
        // A tick later: Fastify logs the 408 itself after its (async) onResponse hooks.
        setImmediate(() => {
          // The body parser still waiting then fails and Fastify warns, with a stack, that the
          // reply was already sent: expected after a 408, so this request logs errors only.
          if (!quieterThanError.has(request.log.level)) request.log.level = 'error';
          raw.destroy(Object.assign(new Error('request body not received in time'), { code: 'BODY_TIMEOUT' }));
          socket?.destroy?.();
        });
      });
      const locale = requestLocale(request);
      reply.header('connection', 'close');
      void refuse(request, reply, locale, 408, { form: translate(locale, 'errors.slowUpload') });
    }, options.timeoutMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    raw.once('end', done);
    raw.once('close', done);
  });
}

export default fp(bodyTimeout, { name: 'body-timeout' });
