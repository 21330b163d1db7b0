/**
 * @fastify/under-pressure, as load-shedding.ts configures it: event-loop delay and heap in use
 * only (never RSS: PGlite's WebAssembly memory is never returned), sampled per interval, no
 * status route, and load-shedding.ts's handler deciding who gets what.
 */
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the library does with a handler's result (its README; index.js handlePressure): undefined
 * lets the request through, any other value is sent as the response.
 */
export type PressureAnswer = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => unknown;

export type PressureOptions = Omit<FastifyUnderPressureOptions, 'pressureHandler'> & { pressureHandler: PressureAnswer };

async function pressure(app: FastifyInstance, { pressureHandler, ...options }: PressureOptions) {
  await app.register(underPressure, {
    ...options,
    maxRssBytes: 0,
    eventLoopUtilizationMode: 'interval',
    exposeStatusRoute: false,
    // The library sends the returned value itself and runs no route (its README, index.js
    // handlePressure); only its types say void. Sending here and returning the reply would make it
    // send the reply a second time (Fastify's FST_ERR_REP_ALREADY_SENT warning per shed request).
    pressureHandler: (request, reply, type, value) => pressureHandler(request, reply, type, value) as void,
  });
}

export default fp(pressure, { name: 'external-under-pressure' });
