/**
 * @fastify/formbody: the urlencoded bodies of forms posted without JavaScript, bounded like
 * the JSON ones (Fastify's bodyLimit, server/app.ts). Registered in the /api scope only.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function urlencodedBodies(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: 64 * 1024 });
}

export default fp(urlencodedBodies, { name: 'external-formbody' });
