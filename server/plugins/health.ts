import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Liveness (`/healthz`: the process answers and is not stuck shedding load) and readiness
 * (`/readyz`: the lead database is open and answers, and under CV_ISOLATION=required the CV
 * tools are installed and the sandbox is bubblewrap, decision 0075).
 */
async function health(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shedding for minutes on end is not "busy" but stuck: let the supervisor restart it.
    if (app.loadShedding.stuck())
      return reply.code(503).send({ status: 'stuck', sheddingSince: new Date(app.loadShedding.since ?? 0).toISOString() });
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const open = await app.leads.ping().then(
      () => true,
      () => false,
    );
    if (!open) return reply.code(503).send({ status: 'unavailable', failing: ['database'] });
    const cv = app.leads.cvFailing();
    if (cv.length) return reply.code(503).send({ status: 'unavailable', failing: cv });
    return { status: 'ready' };
  });
}

export default fp(health, { name: 'health', dependencies: ['leads', 'load-shedding'] });
