/** POST /api/applications: multipart text fields plus the CV, judged by its bytes. */
import type { FastifyInstance } from 'fastify';
import { applicationSchema } from '../../../src/forms/schemas.ts';
import { spamReason } from '../../leads/checks.ts';
import { detectCvType, sanitizeFileName } from '../../leads/cv.ts';
import { readMultipart } from './multipart.ts';
import { leadsRepo } from './repo.ts';
import { fail, localizedErrors, requestLocale, succeed, translate, type FieldMessages } from './respond.ts';

export async function applicationRoutes(app: FastifyInstance, rateLimit: object) {
  app.post('/applications', { config: { rateLimit } }, async (request, reply) => {
    if (!request.isMultipart()) {
      const locale = requestLocale(request);
      return fail(request, reply, locale, 415, { form: translate(locale, 'errors.fileType') });
    }
    const { fields, file, unexpectedFile } = await readMultipart(request, true);
    // No country on this form: the schema's plausibility check is the phone check.
    const result = applicationSchema.safeParse(fields);
    const locale = requestLocale(request, fields['locale']);
    const errors: FieldMessages = result.success ? {} : localizedErrors(result.error, locale);
    const cvType = file ? detectCvType(file.bytes) : null;
    if (!file) errors['file'] = translate(locale, 'errors.fileRequired');
    else if (!cvType) errors['file'] = translate(locale, 'errors.fileType');
    if (!result.success || !file || unexpectedFile) {
      if (unexpectedFile) errors['file'] ??= translate(locale, 'errors.fileRequired');
      return fail(request, reply, locale, 400, errors);
    }
    if (!cvType) return fail(request, reply, locale, 415, errors);
    const application = result.data;
    const spam = spamReason(application, app.config.MIN_FILL_MS);
    const cv = { bytes: file.bytes, type: cvType, fileName: sanitizeFileName(file.filename, cvType) };
    const id = await (await leadsRepo(app)).insertApplication(application, cv, spam);
    if (spam) request.log.info({ id, spam }, 'application stored as spam');
    return succeed(request, reply, locale, id);
  });
}
