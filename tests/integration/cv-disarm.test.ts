/**
 * HR never opens an applicant's file (docs/decisions/0026): every CV is accepted on its magic
 * bytes, kept in quarantine, rebuilt in the sandbox as page images with an OCR text layer, and
 * only the rebuilt PDF is mailed or linked. The files of the 2026-11-26 attack exercise go
 * through the same path and come out with nothing active. One conversion per file.
 */
import { createServer, type Server } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { MailMessage } from '../../server/mail/message.ts';
import {
  bilingualDocx,
  equationNativeDoc,
  externalOleDocx,
  objectStreamJavaScriptPdf,
  ocrWords,
  pdfZipPolyglot,
  remoteTemplateDocx,
  textPdf,
  uncLinkPdf,
} from '../support/cv-samples.ts';
import { cvStoreFor } from '../../server/leads/cv/store.ts';
import { exeFile, pdfWithExecutableFile } from '../support/files.ts';
import { buildLeadApp, deliverNow, disarmNow, leadParts, memoryTransport, tempDir, testConfig } from '../support/lead-app.ts';
import { multipartBody, validApplication } from '../../support/lead-posts.ts';
import { auditPdf, type PdfAudit } from '../support/pdf-audit.ts';

describe('CVs are rebuilt before HR sees them', () => {
  let app: FastifyInstance;
  const transport = memoryTransport();
  /** A loopback listener the remote template and the OLE link point at: nothing may connect. */
  let bait: Server;
  let baitConnections = 0;
  let baitUrl = '';

  beforeAll(async () => {
    bait = createServer((socket) => {
      baitConnections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => bait.listen(0, '127.0.0.1', resolve));
    baitUrl = `http://127.0.0.1:${(bait.address() as { port: number }).port}`;
    app = await buildLeadApp(
      testConfig({
        CV_DISARM_CONCURRENCY: '2',
        LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
        LEAD_WEBHOOK_ALLOW_PRIVATE: 'true',
      }),
      { leads: { transport } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => bait?.close(resolve));
  });

  async function apply(who: string, file: Buffer, filename: string) {
    const { payload, headers } = multipartBody({ ...validApplication, email: `${who}@example.com` }, [
      { name: 'file', filename, content: file },
    ]);
    return app.inject({ method: 'POST', url: '/api/applications', payload, headers });
  }
  const kindsFor = async (id: string) =>
    (
      await queryRows<{ kind: string }>(
        (await leadParts(app)).database.db,
        sql`select kind from outbox where lead_id = ${id} order by kind`,
      )
    ).map((r) => r.kind);
  const hrMailTo = (who: string): MailMessage | undefined => transport.sent.find((m) => m.replyTo.address === `${who}@example.com`);

  /**
   * The CV of an HR mail: its attachment's name and type, and the bytes the mail streamed
   * (read again from the CV store, as the deliverer did) audited with poppler and qpdf.
   */
  async function auditAttachment(who: string): Promise<PdfAudit & { filename: string; contentType: string; zipInside: boolean }> {
    const cv = hrMailTo(who)?.attachments.find((a) => !a.cid);
    if (!cv) throw new Error(`no CV attached to the mail about ${who}`);
    const stored = await (await leadParts(app)).repo.cvs.openCv(ids[who]!);
    const path = join(tempDir('cv-audit-'), 'cv.pdf');
    const bytes = await buffer(stored!.stream);
    await writeFile(path, bytes);
    // A ZIP's local file header anywhere would mean a polyglot survived.
    return { ...(await auditPdf(path)), filename: cv.filename, contentType: cv.contentType, zipInside: bytes.includes('PK\x03\x04') };
  }
  const inert = { activeNames: [], urls: '', embeddedFiles: 0, zipInside: false };

  const ids: Record<string, string> = {};

  test('every CV is accepted at once with 201 and nothing for HR yet: the original is quarantined, not linked', async () => {
    const files: Record<string, [Buffer, string]> = {
      honest: [await bilingualDocx(), 'Omar CV.docx'],
      twoPages: [await textPdf([`${ocrWords.english} page one`, 'Accountant page two']), 'cv.pdf'],
      objectStreamJs: [objectStreamJavaScriptPdf(), 'cv.pdf'],
      remoteTemplate: [await remoteTemplateDocx(`${baitUrl}/template.dotm`), 'cv.docx'],
      externalOle: [await externalOleDocx(`${baitUrl}/sheet.xlsx`), 'cv.docx'],
      uncLink: [uncLinkPdf(), 'cv.pdf'],
      polyglot: [await pdfZipPolyglot(), 'cv.pdf'],
      equationNative: [equationNativeDoc(), 'cv.doc'],
      // %PDF- and then a Windows executable: no PDF reader can render it.
      unreadable: [pdfWithExecutableFile, 'cv.pdf'],
    };
    for (const [who, [content, filename]] of Object.entries(files)) {
      const answer = await apply(who, content, filename);
      expect(answer.statusCode, who).toBe(201);
      ids[who] = answer.json<{ id: string }>().id;
      expect(await kindsFor(ids[who]!), who).toEqual(['cv-disarm']);
    }
    const link = (await leadParts(app)).cvLinks.issue(ids['honest']!);
    const download = await app.inject({ method: 'GET', url: new URL(link.url).pathname + new URL(link.url).search });
    expect(download.statusCode).toBe(404);
    expect(await deliverNow(app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.sent).toEqual([]);
  });

  test('an executable is still refused at once by its bytes, in the visitor language', async () => {
    const answer = await apply('exe', exeFile, 'cv.pdf');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ errors: { file: expect.stringMatching(/PDF/) } });
  });

  test('the conversions run from the outbox, then HR gets the rebuilt PDFs and the webhooks are queued', async () => {
    const started = Date.now();
    expect(await disarmNow(app)).toEqual({ sent: Object.keys(ids).length, retrying: 0, failed: 0 });
    console.info(`${Object.keys(ids).length} CVs rebuilt in ${Date.now() - started} ms`);
    for (const id of Object.values(ids)) expect(await kindsFor(id)).toEqual(['application', 'cv-disarm', 'webhook']);
    await deliverNow(app);
    expect(Object.keys(ids).every((who) => hrMailTo(who))).toBe(true);
  });

  test('the honest bilingual DOCX arrives as a one-page PDF of pixels whose text layer has its Arabic and English words', async () => {
    const audit = await auditAttachment('honest');
    expect(audit).toMatchObject({ filename: 'Omar CV.pdf', contentType: 'application/pdf', pages: 1, images: 1, ...inert });
    expect(audit.text).toContain(ocrWords.english);
    expect(audit.text).toContain(ocrWords.arabic);
    const link = (await leadParts(app)).cvLinks.issue(ids['honest']!);
    const download = await app.inject({ method: 'GET', url: new URL(link.url).pathname + new URL(link.url).search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  test('a two-page PDF keeps both pages', async () => {
    const audit = await auditAttachment('twoPages');
    expect(audit).toMatchObject({ pages: 2, images: 2, ...inert });
    expect(audit.text).toContain(ocrWords.english);
  });

  test.each(['objectStreamJs', 'remoteTemplate', 'externalOle', 'uncLink', 'polyglot'])(
    'the exercise file %s comes out as a clean rebuilt PDF',
    async (who) => {
      const audit = await auditAttachment(who);
      expect(audit).toMatchObject({ contentType: 'application/pdf', pages: 1, images: 1, ...inert });
      expect(audit.text).toMatch(/CV|template|object/i);
    },
  );

  test('a Word 97 file with an Equation Native object comes out as a clean rebuilt PDF', async () => {
    const audit = await auditAttachment('equationNative');
    expect(audit).toMatchObject({ filename: 'cv.pdf', contentType: 'application/pdf', pages: 1, images: 1, ...inert });
  });

  test('a CV that cannot be rebuilt reaches HR as a request to ask for it again: no attachment, no link, the original deleted', async () => {
    const mail = hrMailTo('unreadable')!;
    expect(mail.attachments.filter((a) => !a.cid)).toEqual([]);
    expect(mail.text).toContain('could not be made safe');
    expect(mail.text).toContain('ask the applicant to send it again');
    const [row] = await queryRows<{ cv_state: string }>(
      (await leadParts(app)).database.db,
      sql`select cv_state from applications where id = ${ids['unreadable']!}`,
    );
    expect(row!.cv_state).toBe('refused');
    expect(await cvStoreFor((await leadParts(app)).database, app.config.dataDir).open(ids['unreadable']!)).toBeNull();
    const [hook] = await queryRows<{ payload: { event: { data: { cv: unknown } } } }>(
      (await leadParts(app)).database.db,
      sql`select payload from outbox where lead_id = ${ids['unreadable']!} and kind = 'webhook'`,
    );
    expect(hook!.payload.event.data.cv).toBeNull();
  });

  test('the remote template and the external OLE link were never fetched', () => {
    expect(baitConnections).toBe(0);
  });
});
