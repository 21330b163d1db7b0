/**
 * Load shedding: when the process is overloaded (event loop lagging, memory near the
 * budget), answer 503 with Retry-After at once instead of queueing work it cannot finish.
 * Memory: with a 512 MB V8 heap budget, shedding starts at 400 MB of used heap, before GC
 * thrashing; RSS (heap + buffers + code) gets a wider 900 MB ceiling as a last guard.
 *
 * /healthz (liveness) is never shed, so an overloaded instance is not restarted for being
 * busy; /readyz is shed, which takes the instance out of the load balancer until it recovers.
 * @fastify/under-pressure's status route is off: /healthz and /readyz cover it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';

export interface LoadSheddingOptions {
  maxEventLoopDelay?: number;
  maxHeapUsedBytes?: number;
  maxRssBytes?: number;
  /** 0–1 over each sample interval; 0 (default) turns this check off. */
  maxEventLoopUtilization?: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** How often memory and event-loop delay are sampled (ms). */
  sampleInterval?: number;
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

const MB = 1024 * 1024;

export const loadSheddingDefaults = {
  maxEventLoopDelay: 1000,
  maxHeapUsedBytes: 400 * MB,
  maxRssBytes: 900 * MB,
  // Off: a saturated but healthy loop (a benchmark) runs near 1; the delay is the real signal.
  maxEventLoopUtilization: 0,
  retryAfter: 10,
  sampleInterval: 1000,
} as const satisfies Required<LoadSheddingOptions>;

/** Routes that always answer, even under pressure. */
const neverShed = new Set(['/healthz']);

async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const settings = { ...loadSheddingDefaults, ...options };
  let lastWarning = 0;

  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelay,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    maxRssBytes: settings.maxRssBytes,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: settings.sampleInterval,
    retryAfter: settings.retryAfter,
    exposeStatusRoute: false,
    pressureHandler: shed as unknown as PressureHandler,
  });

  /**
   * Returning undefined lets the request through; any other value is sent as the response
   * (documented in the README, though the type says void) without running the route.
   */
  function shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    if (request.routeOptions.url !== undefined && neverShed.has(request.routeOptions.url)) return undefined;
    const now = Date.now();
    if (now - lastWarning > 10_000) {
      lastWarning = now;
      request.log.warn({ type, value }, 'under pressure: shedding load with 503');
    }
    reply.code(503).header('retry-after', String(settings.retryAfter)).header('cache-control', 'no-store');
    return { error: 'unavailable', message: 'The service is busy. Please try again shortly.' };
  }
}

export default fp(loadShedding, { name: 'load-shedding' });
