/**
 * The mails follow what local publishing swaps in (decisions 0037, 0038), without a restart:
 * a position added in the editor is accepted by the application check once its release is
 * served, and HR's mail and the applicant's acknowledgement (English and Arabic) name it by its
 * title; a branch's changed hours, the contact page's words for them and the claims the
 * acknowledgements repeat (reply and shortlist times) reach them too, and an inquiry goes to a
 * branch's changed address, with its changed name. Through the production app, a stand-in build and a recording transport.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../../support/lead-posts.ts';
import { deliverNow, disarmNow, memoryTransport, tempDir } from '../../support/lead-app.ts';
import { fakeRelease, publishingSource, type PublishingSource } from '../../support/publishing-source.ts';
import { siteApps } from '../../support/site-fixture.ts';

const siteApp = siteApps();
const transport = memoryTransport();
const added = { id: 'data-analyst', en: 'Data analyst (published)', ar: 'محلل بيانات منشور' };
/** The Saudi branch's address and English name after the publish. */
const moved = { email: 'riyadh.sales@ascon-erp.com', en: 'Riyadh office (published)' };
let app: FastifyInstance;
let source: PublishingSource;

const contentFile = (name: string) => join(source.dir, 'src/content', name);
const readJson = (name: string) => JSON.parse(readFileSync(contentFile(name), 'utf8'));
const writeJson = (name: string, data: unknown) => writeFileSync(contentFile(name), JSON.stringify(data, null, 2));
const builds = async () => (await app.inject('/_edit/status.json')).json().builds;
const apply = (locale: 'en' | 'ar', email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/applications',
    ...multipartBody({ ...validApplication, position: added.id, locale, email }, [
      { name: 'file', filename: 'cv.pdf', content: pdfFile, type: 'application/pdf' },
    ]),
  });
const mailTo = (address: string) => transport.sent.filter((m) => m.to === address);

/** What the editor's saves write: a new open position, other hours for the head office and words for them, other claims. */
function publishEdits() {
  const position = readJson('positions/developers.json');
  position.validThrough = '2999-12-31';
  position.en.title = added.en;
  position.ar.title = added.ar;
  writeJson(`positions/${added.id}.json`, position);
  const branches = readJson('branches.json');
  const saudi = branches.branches.find((b: { id: string }) => b.id === 'saudi-arabia');
  saudi.hours.opens = '07:30';
  saudi.email = moved.email;
  saudi.name.en = moved.en;
  writeJson('branches.json', branches);
  for (const [locale, label] of [
    ['en', 'Office hours'],
    ['ar', 'أوقات الدوام'],
  ]) {
    const contact = readJson(`contact/${locale}.json`);
    contact.branchHours.label = label;
    writeJson(`contact/${locale}.json`, contact);
  }
  const claims = readJson('claims.json');
  claims.claims.replyWorkingDays.value = 3;
  claims.claims.shortlistWeeks.value = 4;
  writeJson('claims.json', claims);
}

beforeAll(async () => {
  source = await publishingSource();
  app = await siteApp(source.link, {
    leads: { transport },
    env: { SITE_REBUILD: 'true', SITE_SOURCE_DIR: source.dir, ACK_EMAIL: 'on' },
  });
}, 60_000);

describe('the mails after a publish', () => {
  it('refuses the position before its release is served, accepts it after, and names it in every mail', async () => {
    expect((await apply('en', 'early@example.com')).statusCode).toBe(400);
    source.plan({ from: await fakeRelease(tempDir('publishing-next-'), 'Second home') });
    publishEdits();
    await expect.poll(builds, { timeout: 30_000, interval: 100 }).toBe(1);

    const en = await apply('en', 'applicant.en@example.com');
    expect(en.statusCode, en.body).toBe(201);
    const ar = await apply('ar', 'applicant.ar@example.com');
    expect(ar.statusCode, ar.body).toBe(201);
    const inquiry = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: 'buyer@example.com' } });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    // The CVs are rebuilt (decision 0026) before HR's mails go out.
    expect(await disarmNow(app)).toMatchObject({ sent: 2 });
    expect(await deliverNow(app)).toMatchObject({ sent: 6, retrying: 0, failed: 0 });

    const hr = mailTo('hr@ascon-erp.com');
    expect(hr).toHaveLength(2);
    for (const mail of hr) {
      expect(mail.html).toContain(added.en);
      expect(mail.text).toContain(added.en);
      // The subject names the published title too, not only the body (a position added by a publish).
      expect(mail.subject).toContain(`Job application for ${added.en} from`);
    }
    const [ackEn] = mailTo('applicant.en@example.com');
    expect(ackEn?.html).toContain(`<strong>${added.en}</strong>`);
    expect(ackEn?.text).toContain(added.en);
    expect(ackEn?.text).toContain('within 4 weeks');
    const [ackAr] = mailTo('applicant.ar@example.com');
    expect(ackAr?.html).toContain(`<strong>${added.ar}</strong>`);
    expect(ackAr?.text).toContain(added.ar);

    const sales = mailTo(moved.email);
    expect(sales, 'the inquiry goes to the published branch address').toHaveLength(1);
    expect(sales[0]?.text).toContain(`Routed to ${moved.en}`);
    expect(mailTo('sales.sa@ascon-erp.com')).toHaveLength(0);
    const [ackInquiry] = mailTo('buyer@example.com');
    expect(ackInquiry?.replyTo).toMatchObject({ name: moved.en, address: moved.email });
    expect(ackInquiry?.text).toContain('Office hours:');
    expect(ackInquiry?.text).toMatch(/7:30/);
    expect(ackInquiry?.text).toContain('within 3 working days');
  });
});
