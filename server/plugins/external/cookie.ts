/**
 * @fastify/cookie: cookies are read by the API (the form token) and the site (the language):
 * parsed once, for both (registered at the app's root).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function cookies(app: FastifyInstance) {
  await app.register(cookie);
}

export default fp(cookies, { name: 'external-cookie' });
