/**
 * @fastify/under-pressure: samples the event loop's delay and the V8 heap in use, and hands every
 * request that arrives while a threshold is exceeded to the project's shedding
 * (plugins/load-shedding.ts), which decides who is turned away and with what. Never RSS:
 * PGlite's WebAssembly memory is never returned, so a ceiling on it, once crossed, would shed for
 * good. No status route: /healthz and /readyz are health.ts's.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface PressureOptions {
  maxEventLoopDelay: number;
  maxHeapUsedBytes: number;
  /** 0–1 over each sample interval; 0 turns this check off. */
  maxEventLoopUtilization: number;
  /** How often memory and event-loop delay are sampled (ms). */
  sampleInterval: number;
  /** Seconds, sent as Retry-After. */
  retryAfter: number;
  /**
   * A request under pressure: undefined lets it through; any other value is sent as the response
   * without running the route.
   */
  shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): unknown;
}

async function pressure(app: FastifyInstance, options: PressureOptions) {
  const { shed, ...thresholds } = options;
  await app.register(underPressure, {
    ...thresholds,
    maxRssBytes: 0,
    eventLoopUtilizationMode: 'interval',
    exposeStatusRoute: false,
    // The library sends the returned value itself and runs no route (its README, index.js
    // handlePressure); only its types say void. Sending here and returning the reply would make it
    // send the reply a second time (Fastify's FST_ERR_REP_ALREADY_SENT warning per shed request).
    pressureHandler: (request, reply, type, value) => shed(request, reply, type, value) as void,
  });
}

export default fp(pressure, { name: 'external-under-pressure' });
