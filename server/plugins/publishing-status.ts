/**
 * The local publishing status (decision 0037): what the editor's user checks after saving.
 * `/_edit/status` (a page that reloads itself) and `/_edit/status.json`; answered only to a
 * direct loopback client, so a site behind a reverse proxy on the same machine never shows
 * it to visitors (a proxied request carries a forwarding header).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PublishingStatus {
  state: 'idle' | 'waiting' | 'building' | 'failed';
  /** The served release's folder name. */
  release: string;
  /** Releases built and swapped in since the server started. */
  builds: number;
  /** Why the last build was refused (file, field and language for a content problem). */
  problems: string[];
  startedAt?: string;
  finishedAt?: string;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isLocal(request: FastifyRequest): boolean {
  const { headers } = request;
  return loopback.has(request.socket.remoteAddress ?? '') && !headers['x-forwarded-for'] && !headers['forwarded'];
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const headings: Record<PublishingStatus['state'], string> = {
  idle: 'The site is up to date',
  waiting: 'Changes saved: the site will be rebuilt',
  building: 'Rebuilding the site…',
  failed: 'The last change was refused: the site still shows the previous version',
};

function statusPage(status: PublishingStatus): string {
  const problems = status.problems.length
    ? `<h2>Problems</h2><ul>${status.problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><meta name="robots" content="noindex"><title>Site publishing status</title></head><body><h1>${headings[status.state]}</h1><p>Served release: <code>${escape(status.release)}</code>${status.finishedAt ? `, last build finished ${escape(status.finishedAt)}` : ''}.</p>${problems}</body></html>`;
}

async function publishingStatusRoutes(app: FastifyInstance, { status }: { status: PublishingStatus }) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocal(request)) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
  };
  app.get('/_edit/status.json', { onRequest: guard }, async () => status);
  app.get('/_edit/status', { onRequest: guard }, async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').send(statusPage(status)),
  );
}

export const publishingStatus = fp(publishingStatusRoutes, { name: 'publishing-status' });
