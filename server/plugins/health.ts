import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: its dependencies do). */
async function health(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const failures: string[] = [];
    await Promise.all(
      app.readinessChecks.map(async ({ name, check }) => {
        try {
          await check();
        } catch {
          failures.push(name);
        }
      }),
    );
    if (failures.length) return reply.code(503).send({ status: 'unavailable', failing: failures });
    return { status: 'ready' };
  });
}

export default fp(health, { name: 'health' });
