/**
 * POST /api/applications: multipart text fields plus the CV. The CV is streamed to a staged
 * file (never whole in memory), judged by its content off the event loop, then stored with
 * the lead. At most UPLOAD_CONCURRENCY uploads run at once; the next visitor is asked to try
 * again in a moment instead of waiting behind them.
 */
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { applicationSchemaFor } from '../../../src/forms/schemas.ts';
import { openPositions } from '../../../src/forms/open-positions.ts';
import type { UiKey } from '../../../src/i18n/ui.ts';
import { spamReason } from '../../leads/checks.ts';
import { CvInspectionBusyError, inspectCv, sanitizeFileName } from '../../leads/cv-inspection/index.ts';
import { answerRateLimited } from './rate-limited.ts';
import { answerBusy, clientGone, endForGoneClient, refuseCrossSite, type LeadGuards } from './guards.ts';
import { answeredAlready } from '../../plugins/error-handling.ts';
import { discardStaged, readMultipart, type UploadedFile } from '../../http/multipart.ts';
import { leadsRepo } from '../../leads/ready-repository.ts';
import { fail, localizedErrors, requestLocale, succeed, translate, type FieldMessages } from '../../http/respond.ts';
import { noteLeadStored } from '../../leads/lead-outcome.ts';

const rejection: Record<'type' | 'damaged' | 'unsafe', UiKey> = {
  type: 'errors.fileType',
  damaged: 'errors.fileDamaged',
  unsafe: 'errors.fileUnsafe',
};

export async function applicationRoutes(app: FastifyInstance, floodLimit: RateLimitOptions, guards: LeadGuards) {
  app.post('/applications', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    const refused = refuseCrossSite(request, reply);
    if (refused) return refused;
    if (!request.isMultipart()) {
      const locale = requestLocale(request);
      return fail(request, reply, locale, 415, { form: translate(locale, 'errors.fileType') });
    }
    const release = guards.uploads.tryEnter(request.ip);
    if (!release) return answerBusy(request, reply);
    let file: UploadedFile | null = null;
    try {
      const body = await readMultipart(request, app.config.dataDir);
      file = body.file;
      // No country on this form: the schema's plausibility check is the phone check. Positions
      // open now, so one closed or past its validThrough is refused before the next build.
      const openIds = openPositions(app.positions).map((p) => p.id);
      const result = applicationSchemaFor(openIds).safeParse(body.fields);
      const locale = requestLocale(request, body.fields['locale']);
      const errors: FieldMessages = result.success ? {} : localizedErrors(result.error, locale);
      if (!file || body.unexpectedFile) errors['file'] ??= translate(locale, 'errors.fileRequired');
      if (!result.success || !file || body.unexpectedFile) return fail(request, reply, locale, 400, errors);
      const verdict = await inspectCv(file.path).catch((error: unknown) => {
        if (error instanceof CvInspectionBusyError) return 'busy' as const;
        throw error;
      });
      if (verdict === 'busy') return answerBusy(request, reply);
      if (!verdict.ok) {
        request.log.info({ reason: verdict.reason }, 'CV refused');
        return fail(request, reply, locale, verdict.reason === 'type' ? 415 : 400, { ...errors, file: translate(locale, rejection[verdict.reason]) });
      }
      if (await guards.overAcceptedLimit(request)) return answerRateLimited(request, reply, locale);
      const application = result.data;
      const spam = spamReason(application, guards.tokenVerdict(request, application.formToken));
      if (clientGone(request)) return endForGoneClient(request, reply, 'application');
      const cv = { ...file, type: verdict.type, fileName: sanitizeFileName(file.filename, verdict.type) };
      const id = await (await leadsRepo(app)).insertApplication(application, cv, spam);
      noteLeadStored(request, spam !== null);
      if (spam) request.log.info({ id, spam }, 'application stored as spam');
      return succeed(request, reply, locale, id);
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
