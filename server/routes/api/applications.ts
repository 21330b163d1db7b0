/**
 * POST /api/applications: multipart text fields plus the CV. The CV is streamed to a staged
 * file (never whole in memory), its type checked by magic bytes, then stored in quarantine
 * with the lead and a queued conversion (docs/decisions/0026): the visitor's 201 never waits
 * for, or depends on, the sandboxed rebuild. At most UPLOAD_CONCURRENCY uploads run at once;
 * the next visitor is asked to try again in a moment instead of waiting behind them. And
 * GET /api/cv/:applicationId, the download of an application's rebuilt CV that webhooks link to.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { applicationSchemaFor } from '../../../src/forms/schemas.ts';
import { openPositions } from '../../../src/forms/open-positions.ts';
import { cvTypeOf, sanitizeFileName, cvContentType } from '../../leads/cv/type.ts';
import { answerBusy, refuseCrossSite, type LeadGuards } from './guards.ts';
import { storeLead } from './store-lead.ts';
import { answeredAlready } from '../../http/errors.ts';
import { discardStaged, readMultipart, type UploadedFile } from '../../http/multipart.ts';
import { localizedErrors, requestLocale, translate, type FieldMessages } from '../../http/respond.ts';
import { refuse } from '../../http/lead-outcome.ts';

export async function applicationRoutes(app: FastifyInstance, floodLimit: RateLimitOptions, guards: LeadGuards) {
  app.post('/applications', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    const refused = refuseCrossSite(request, reply);
    if (refused) return refused;
    // A body in another encoding is malformed, not a wrong CV: answered as inquiries.ts answers a multipart one.
    if (!request.isMultipart()) {
      const locale = requestLocale(request);
      return refuse(request, reply, locale, 415, { form: translate(locale, 'forms.fixErrors') });
    }
    const release = guards.uploads.tryEnter(guards.uploadKey(request));
    if (!release) return answerBusy(request, reply);
    let file: UploadedFile | null = null;
    try {
      const body = await readMultipart(request, app.config.dataDir);
      file = body.file;
      // No country on this form: the schema's plausibility check is the phone check. Positions
      // open now, so one closed or past its validThrough is refused before the next build.
      const openIds = openPositions(app.content.positions).map((p) => p.id);
      const result = applicationSchemaFor(openIds).safeParse(body.fields);
      const locale = requestLocale(request, body.fields['locale']);
      const errors: FieldMessages = result.success ? {} : localizedErrors(result.error, locale);
      if (!file || body.unexpectedFile) errors['file'] ??= translate(locale, 'errors.fileRequired');
      if (!result.success || !file || body.unexpectedFile) return refuse(request, reply, locale, 400, errors);
      const type = await cvTypeOf(file.path);
      if (!type) {
        request.log.info('CV refused: not a PDF, DOC or DOCX by its bytes');
        return refuse(request, reply, locale, 415, { ...errors, file: translate(locale, 'errors.fileType') });
      }
      const application = result.data;
      const cv = { ...file, type, fileName: sanitizeFileName(file.filename, type) };
      // Awaited here, so the upload slot and the staged file are let go only once it is stored.
      return await storeLead(request, reply, guards, locale, { kind: 'application', form: application }, (signals, tokenUse) =>
        app.leads.insertApplication(application, cv, signals, tokenUse),
      );
    } catch (error) {
      if (answeredAlready(error, request, reply)) return reply;
      throw error;
    } finally {
      release();
      // Moved into the CV store when stored (then this finds nothing), removed otherwise.
      await discardStaged(file);
    }
  });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** RFC 6266: an ASCII fallback and the exact name in RFC 5987 encoding. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/cv/:applicationId?expires=…&sig=…: the CV behind a webhook's signed link, streamed
 * from the CV store as a download. Without a valid, unexpired signature: 403 and no bytes.
 * Never cached by anyone: the link is a bearer credential for personal data.
 */
export async function cvDownloadRoute(app: FastifyInstance) {
  app.get<{ Params: { applicationId: string }; Querystring: Record<string, unknown> }>('/cv/:applicationId', async (request, reply) => {
    reply.header('cache-control', 'no-store, private').header('referrer-policy', 'no-referrer');
    const { applicationId } = request.params;
    if (!uuid.test(applicationId)) return reply.code(404).send({ error: 'not found' });
    if (!app.leads.verifyCvLink(applicationId, request.query['expires'], request.query['sig'])) {
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
