/**
 * @fastify/under-pressure, as load-shedding.ts configures it: event-loop delay and heap in use
 * only (never RSS: PGlite's WebAssembly memory is never returned), sampled per interval, no
 * status route, and load-shedding.ts's handler deciding who gets what.
 */
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

export interface PressureOptions {
  maxEventLoopDelay: number;
  maxHeapUsedBytes: number;
  maxEventLoopUtilization: number;
  sampleInterval: number;
  retryAfter: number;
  pressureHandler: PressureHandler;
}

async function pressure(app: FastifyInstance, options: PressureOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelay,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    maxRssBytes: 0,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: options.sampleInterval,
    retryAfter: options.retryAfter,
    exposeStatusRoute: false,
    pressureHandler: options.pressureHandler,
  });
}

export default fp(pressure, { name: 'external-under-pressure' });
