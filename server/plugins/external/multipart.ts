/**
 * @fastify/multipart: the application form's body, one CV of at most `limits.cvDefaultMaxBytes` and a few
 * bounded text fields (parsed by http/multipart.ts). Registered in the /api scope only.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { limits } from '../../../src/forms/limits.ts';

/**
 * busboy's per-field byte limit. The longest field holds `messageMax` UTF-16 units, up to 3 bytes
 * each in UTF-8 (a surrogate pair: 2 units, 4 bytes), so a valid value always fits (with up to 4
 * bytes of white space around it); a longer one is answered as too long (LEADS_FIELD_TOO_LONG),
 * never stored cut.
 */
export const multipartFieldBytes = 3 * limits.messageMax + 4;

async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.cvDefaultMaxBytes,
      files: 1,
      fields: 12,
      fieldSize: multipartFieldBytes,
      fieldNameSize: 100,
      parts: 14,
      headerPairs: 20,
    },
  });
}

export default fp(multipartBodies, { name: 'external-multipart' });
