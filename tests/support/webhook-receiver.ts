/**
 * A real CRM-side webhook receiver for tests: an HTTP server on loopback that verifies each
 * request's Standard Webhooks signature with the `standardwebhooks` library, de-duplicates by
 * `webhook-id` (processes each id once, as a receiver should), and answers from a fault plan:
 * 500s, a 400, a hang past the sender's timeout, or a delay.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export type Fault = 'ok' | 'fail' | 'reject' | 'hang' | 'redirect';

interface ReceivedWebhook {
  path: string;
  id: string;
  timestamp: string;
  verified: boolean;
  body: Record<string, unknown> | null;
  answered: number | 'hung';
}

export function webhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export async function startWebhookReceiver(secret: string, options: { faults?: Fault[]; delayMs?: number } = {}) {
  const verifier = new Webhook(secret);
  const faults = [...(options.faults ?? [])];
  const received: ReceivedWebhook[] = [];
  /** webhook-id → the body processed for it (first verified, successful delivery). */
  const processed = new Map<string, Record<string, unknown>>();
  let duplicates = 0;
  let delayMs = options.delayMs ?? 0;
  let inFlight = 0;
  const hung = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const headers = {
      'webhook-id': String(request.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
    };
    let body: Record<string, unknown> | null = null;
    let verified = false;
    try {
      body = verifier.verify(raw, headers) as Record<string, unknown>;
      verified = true;
    } catch {
      // recorded as unverified; answered 401 below
    }
    const entry: ReceivedWebhook = {
      path: request.url ?? '',
      id: headers['webhook-id'],
      timestamp: headers['webhook-timestamp'],
      verified,
      body,
      answered: 0,
    };
    received.push(entry);
    if (!verified) {
      entry.answered = 401;
      return response.writeHead(401).end('bad signature');
    }
    const fault = faults.shift() ?? 'ok';
    if (fault === 'hang') {
      entry.answered = 'hung';
      hung.add(response);
      return;
    }
    if (delayMs) {
      inFlight++;
      await new Promise((r) => setTimeout(r, delayMs));
      inFlight--;
    }
    if (fault === 'fail') return response.writeHead((entry.answered = 500)).end('down for maintenance');
    if (fault === 'reject') return response.writeHead((entry.answered = 400)).end('unknown event');
    if (fault === 'redirect') return response.writeHead((entry.answered = 302), { location: 'http://127.0.0.1:1/' }).end();
    if (processed.has(entry.id)) duplicates++;
    else processed.set(entry.id, body as Record<string, unknown>);
    return response.writeHead((entry.answered = 204)).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    processed,
    duplicates: () => duplicates,
    /** Verified requests being held (delayMs) before their answer. */
    inFlight: () => inFlight,
    addFaults: (...more: Fault[]) => faults.push(...more),
    setDelay: (ms: number) => (delayMs = ms),
    async stop() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
