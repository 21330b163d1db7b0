/**
 * GET /api/cv/:applicationId?expires=…&sig=…: the CV behind a webhook's signed link, streamed
 * from the CV store as a download. Without a valid, unexpired signature: 403 and no bytes.
 * Never cached by anyone: the link is a bearer credential for personal data.
 */
import type { FastifyInstance } from 'fastify';
import { cvContentType } from '../../leads/cv/type.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** RFC 6266: an ASCII fallback and the exact name in RFC 5987 encoding. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function cvDownloadRoute(app: FastifyInstance) {
  app.get<{ Params: { applicationId: string }; Querystring: Record<string, unknown> }>('/cv/:applicationId', async (request, reply) => {
    reply.header('cache-control', 'no-store, private').header('referrer-policy', 'no-referrer');
    const { applicationId } = request.params;
    if (!uuid.test(applicationId)) return reply.code(404).send({ error: 'not found' });
    if (!(await app.leads.verifyCvLink(applicationId, request.query['expires'], request.query['sig']))) {
      return reply.code(403).send({ error: 'this link is not valid or has expired' });
    }
    const cv = await app.leads.openCv(applicationId);
    // Purged after its retention period (or never stored): a valid link to nothing.
    if (!cv) return reply.code(404).send({ error: 'not found' });
    return reply
      .type(cvContentType(cv.type))
      .header('content-length', String(cv.size))
      .header('content-disposition', attachment(cv.fileName))
      .send(cv.stream);
  });
}
