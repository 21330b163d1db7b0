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
 * lets the request through, any other value is sent as the response. Its types say the handler
 * returns void, so the answer is sent here.
 */
export type PressureAnswer = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => unknown;

export type PressureOptions = Omit<FastifyUnderPressureOptions, 'pressureHandler'> & { pressureHandler: PressureAnswer };

async function pressure(app: FastifyInstance, { pressureHandler, ...options }: PressureOptions) {
  await app.register(underPressure, {
    ...options,
    maxRssBytes: 0,
    eventLoopUtilizationMode: 'interval',
    exposeStatusRoute: false,
    pressureHandler: (request, reply, type, value) => {
      const answer = pressureHandler(request, reply, type, value);
      if (answer === undefined) return;
      void reply.send(answer);
      // A promise that never settles: the library then calls no next(), so the request goes no
      // further, as when it sends a returned value itself.
      return new Promise<void>(() => {});
    },
  });
}

export default fp(pressure, { name: 'external-under-pressure' });
