/**
 * Who may scrape: the bearer of METRICS_TOKEN, compared in constant time. And Node's process
 * metrics, collected once per process: each collector holds timers and observers that are
 * never released, so one per app would pile up where apps come and go (tests).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';

export function bearerCheck(token: string): (request: FastifyRequest) => boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    // Digests have one length, so the comparison's time says nothing about the token.
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}

let processRegistry: Registry | undefined;
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
