/**
 * POST /api/applications: multipart text fields plus the CV. The CV is streamed to a staged
 * file (never whole in memory), its type checked by magic bytes, then stored in quarantine
 * with the lead and a queued conversion (docs/decisions/0026): the visitor's 201 never waits
 * for, or depends on, the sandboxed rebuild. At most UPLOAD_CONCURRENCY uploads run at once;
 * the next visitor is asked to try again in a moment instead of waiting behind them.
 */
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { applicationSchemaFor } from '../../../src/forms/schemas.ts';
import { openPositions } from '../../../src/forms/open-positions.ts';
import { cvTypeOf, sanitizeFileName } from '../../leads/cv/type.ts';
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
    if (!request.isMultipart()) {
      const locale = requestLocale(request);
      return refuse(request, reply, locale, 415, { form: translate(locale, 'errors.fileType') });
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
