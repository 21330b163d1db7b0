/**
 * @fastify/multipart: the application form's body, one CV of at most `limits.cvMaxBytes` and a few
 * bounded text fields (parsed by http/multipart.ts). Registered in the /api scope only.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { limits } from '../../../src/forms/limits.ts';
import { applicationFieldMax } from '../../../src/forms/schemas.ts';

/**
 * busboy's per-field byte limit. Only the application form posts multipart (inquiries post JSON or
 * urlencoded, decision 0058): its longest field holds `applicationFieldMax` UTF-16 units, up to 3
 * bytes each in UTF-8 (a surrogate pair: 2 units, 4 bytes), so a valid value always fits (with up
 * to 4 bytes of white space around it); a longer one is answered as too long
 * (LEADS_FIELD_TOO_LONG), never stored cut.
 */
const multipartFieldBytes = 3 * applicationFieldMax + 4;

/** busboy's bounds; nginx's client_max_body_size is sized for the largest body they let through (tests/unit/cv-size-limit.test.ts). */
export const multipartLimits = {
  fileSize: limits.cvMaxBytes,
  files: 1,
  fields: 12,
  fieldSize: multipartFieldBytes,
  fieldNameSize: 100,
  parts: 14,
  headerPairs: 20,
};

async function multipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: multipartLimits,
  });
}

export default fp(multipartBodies, { name: 'external-multipart' });
