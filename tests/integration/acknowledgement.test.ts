/**
 * Decision 0013: the visitor's acknowledgement and the HTML lead mails, end to end through the
 * production app, a real SMTP peer (smtp-server, parsed with mailparser) and both database
 * engines (PGlite and a real PostgreSQL). Faults: one recipient refused (550) while the other
 * mail goes through; neither blocks nor duplicates the other.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { recipientHash } from '../../server/leads/store/intake.ts';
import { backends, openBackend, type OpenBackend } from '../support/backends.ts';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { buildLeadApp, deliverNow, disarmNow, leadParts, testConfig } from '../support/lead-app.ts';
import { startSmtpPeer } from '../support/smtp-peer.ts';

const hostileMessage = 'Please forward this to everyone: https://evil.example/offer';

describe.each(backends)('acknowledgements and HTML mails on %s', (backend) => {
  let store: OpenBackend;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let app: FastifyInstance;
  let counter = 0;
  const unique = (tag: string) => `${tag}.${backend}.${++counter}@example.com`;

  beforeAll(async () => {
    store = await openBackend(backend);
    peer = await startSmtpPeer();
    const config = testConfig({ ...store.env, MAIL_TRANSPORT: 'smtp', SMTP_URL: peer.url, ACK_EMAIL: 'on', OUTBOX_BACKOFF_MS: '100' });
    app = await buildLeadApp(config, { leads: { database: store.database } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await peer?.stop();
    await store?.close();
  });

  const outboxFor = (leadId: string) =>
    queryRows<{ id: string; kind: string; status: string; attempts: number; last_error: string | null; message_id: string }>(
      store.database.db,
      sql`select id, kind, status, attempts, last_error, message_id from outbox where lead_id = ${leadId} order by kind`,
    );
  const mailTo = (address: string): ParsedMail[] => peer.received.filter((r) => r.envelopeTo.includes(address)).map((r) => r.mail);
  const html = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');
  const postInquiry = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/api/inquiries', payload });

  test('an Arabic inquiry: the sales mail (HTML + text) to the routed branch, one Arabic acknowledgement (RTL) to the visitor', async () => {
    const email = unique('arabic');
    const res = await postInquiry({
      ...validInquiry,
      locale: 'ar',
      country: 'AE',
      phoneNumber: '+971 50 123 4567',
      name: 'فاطمة المنصوري',
      email,
      message: `نحتاج إلى عرض سعر\n${hostileMessage}`,
      page: '/ar/contact',
    });
    expect(res.statusCode).toBe(201);
    expect((await outboxFor(res.json().id)).map((r) => r.kind)).toEqual(['acknowledgement', 'inquiry']);
    expect(await deliverNow(app)).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const [sales] = mailTo('sales.sa@ascon-erp.com').filter((m) => m.replyTo?.value[0]?.address === email);
    expect(sales).toBeDefined();
    expect(sales!.subject).toBe('Website inquiry from فاطمة المنصوري (United Arab Emirates)');
    expect(html(sales!)).toMatch(/<html[^>]*dir="ltr"[^>]*lang="en"/);
    expect(html(sales!)).toContain(`href="mailto:${email}?subject=`);
    expect(html(sales!)).toContain('href="tel:+971501234567"');
    expect(html(sales!)).toContain('href="https://www.ascon-erp.com/ar/contact"');
    expect(html(sales!)).toContain('<span dir="auto">فاطمة المنصوري</span>');
    expect(html(sales!)).toContain('ASCON Saudi Arabia');
    expect(sales!.text).toMatch(/^Country +United Arab Emirates \(AE\)$/m);
    expect(sales!.text).toMatch(/^Branch +ASCON Saudi Arabia$/m);
    expect(sales!.text).toContain(`نحتاج إلى عرض سعر\n${hostileMessage}`);

    const acks = mailTo(email);
    expect(acks).toHaveLength(1);
    const ack = acks[0]!;
    expect(ack.subject).toBe('استلمنا استفسارك');
    expect(ack.replyTo?.value[0]?.address).toBe('sales.sa@ascon-erp.com');
    expect(html(ack)).toMatch(/<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(ack.text).toContain('مرحبًا،');
    expect(ack.text).toContain('أسكون – المملكة العربية السعودية');
    expect(html(ack)).toContain('href="tel:+966112345670"');
    expect(ack.text).toContain('خلال يوم عمل واحد');
    // Nothing the visitor typed: no name, no message, no phone, no link they wrote.
    for (const part of [html(ack), ack.text ?? '']) {
      expect(part).not.toContain('فاطمة');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('نحتاج');
      expect(part).not.toContain('123 4567');
    }
    expect(ack.attachments.filter((a) => !a.related)).toEqual([]);
  });

  test('an English inquiry: the same, left to right, with the answering branch’s phones and hours', async () => {
    const email = unique('english');
    const res = await postInquiry({ ...validInquiry, country: 'EG', phoneNumber: '+20 100 123 4567', email, message: hostileMessage });
    expect(res.statusCode).toBe(201);
    expect(await deliverNow(app)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [sales] = mailTo('sales.eg@ascon-erp.com').filter((m) => m.replyTo?.value[0]?.address === email);
    expect(sales!.text).toContain(hostileMessage);
    const [ack, more] = mailTo(email);
    expect(more).toBeUndefined();
    expect(ack!.subject).toBe('We have received your inquiry');
    expect(html(ack!)).toMatch(/<html[^>]*dir="ltr"[^>]*lang="en"/);
    expect(ack!.text).toContain('Hello,');
    expect(ack!.text).not.toContain('Layla');
    expect(ack!.text).toContain('ASCON Egypt');
    // Grouped with no-break spaces (displayPhone), so a number never wraps.
    expect(ack!.text).toContain('+20\u00a02\u00a02270\u00a05430, +20\u00a02\u00a02270\u00a05431');
    expect(ack!.text).toContain('Sunday to Thursday, 9:00–\u206017:00 (Cairo time)');
    expect(ack!.text).not.toContain('evil.example');
    expect(html(ack!)).not.toContain('evil.example');
  });

  test('an application: HR’s mail carries the rebuilt CV; the acknowledgement names the position and HR’s timeline, without the CV', async () => {
    const email = unique('applicant');
    const mp = multipartBody({ ...validApplication, email, locale: 'ar', message: 'مهندس مبيعات أول' }, [
      { name: 'file', filename: 'cv.pdf', content: pdfFile },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/applications', ...mp });
    expect(res.statusCode).toBe(201);
    // The acknowledgement goes at once; HR's mail once the CV is rebuilt (docs/decisions/0026).
    expect(await deliverNow(app)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await disarmNow(app)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverNow(app)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [hr] = mailTo('hr@ascon-erp.com').filter((m) => m.replyTo?.value[0]?.address === email);
    const cv = hr!.attachments.filter((a) => !a.related);
    expect(cv.map((a) => [a.filename, a.contentType])).toEqual([['cv.pdf', 'application/pdf']]);
    expect(cv[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.compare(cv[0]!.content, pdfFile)).not.toBe(0);
    expect(html(hr!)).toContain('ERP sales consultant');
    expect(html(hr!)).not.toContain('(sales)');
    expect(html(hr!)).toContain('<span dir="auto">مهندس مبيعات أول</span>');
    const [ack, more] = mailTo(email);
    expect(more).toBeUndefined();
    expect(ack!.subject).toBe('استلمنا طلبك للتوظيف');
    expect(ack!.replyTo?.value[0]?.address).toBe('hr@ascon-erp.com');
    expect(ack!.text).toContain('مستشار مبيعات أنظمة تخطيط موارد المؤسسات');
    expect(ack!.text).toContain('خلال أسبوعين');
    expect(ack!.text).not.toContain('مهندس مبيعات أول');
    expect(ack!.attachments.filter((a) => !a.related)).toEqual([]);
  });

  test('one acknowledgement per address per window (case and +tags folded); spam, released spam and refused posts get none', async () => {
    const email = unique('repeat');
    const first = await postInquiry({ ...validInquiry, email });
    const again = await postInquiry({ ...validInquiry, email: email.replace('@', '+again@').toUpperCase() });
    const application = await app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipartBody({ ...validApplication, email }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]),
    });
    expect((await outboxFor(first.json().id)).map((r) => r.kind)).toEqual(['acknowledgement', 'inquiry']);
    expect((await outboxFor(again.json().id)).map((r) => r.kind)).toEqual(['inquiry']);
    expect((await outboxFor(application.json().id)).map((r) => r.kind)).toEqual(['cv-disarm']);
    // The window ends: the next lead from that address is acknowledged again.
    await queryRows(
      store.database.db,
      sql`update ack_recipients set expires_at = now() - interval '1 second' where recipient_hash = ${recipientHash(email)}`,
    );
    const later = await postInquiry({ ...validInquiry, email });
    expect((await outboxFor(later.json().id)).map((r) => r.kind)).toEqual(['acknowledgement', 'inquiry']);

    const spamAddress = unique('spam');
    const spam = await postInquiry({ ...validInquiry, email: spamAddress, website: 'http://spam.example' });
    expect(spam.statusCode).toBe(201);
    expect(await outboxFor(spam.json().id)).toEqual([]);
    expect(await (await leadParts(app)).repo.release.release(spam.json().id)).toBe('released');
    expect((await outboxFor(spam.json().id)).map((r) => r.kind)).toEqual(['inquiry']);
    const hashes = await queryRows<{ n: number }>(
      store.database.db,
      sql`select count(*)::int as n from ack_recipients where recipient_hash = ${recipientHash(spamAddress)}`,
    );
    expect(hashes[0]!.n).toBe(0);
    await deliverNow(app);
  });

  test('a rate-limited post is refused before anything is stored: no acknowledgement', async () => {
    const limited = await buildLeadApp(
      testConfig({
        ...store.env,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: peer.url,
        ACK_EMAIL: 'on',
        RATE_LIMIT_MAX: '1',
        RATE_LIMIT_STORE: 'memory',
      }),
      { leads: { database: store.database } },
    );
    try {
      const allowed = await limited.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...validInquiry, email: unique('allowed') },
      });
      const refusedAddress = unique('limited');
      const refused = await limited.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: refusedAddress } });
      expect([allowed.statusCode, refused.statusCode]).toEqual([201, 429]);
      const queued = await queryRows<{ n: number }>(
        store.database.db,
        sql`select count(*)::int as n from outbox where payload->>'to' = ${refusedAddress}`,
      );
      expect(queued[0]!.n).toBe(0);
    } finally {
      await limited.close();
    }
    await deliverNow(app);
  });

  test('the visitor’s address refused (550) while the sales mail goes through, and the reverse: neither blocks nor duplicates the other', async () => {
    const visitor = unique('refused');
    peer.refuse(visitor);
    const before = peer.received.length;
    const res = await postInquiry({ ...validInquiry, email: visitor, country: 'TR', phoneNumber: '+90 212 285 5140' });
    expect(await deliverNow(app)).toEqual({ sent: 1, retrying: 0, failed: 1 });
    let rows = await outboxFor(res.json().id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['acknowledgement', 'failed'],
      ['inquiry', 'sent'],
    ]);
    expect(rows[0]!.last_error).toMatch(/550/);
    expect(await deliverNow(app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(peer.received.slice(before).map((r) => r.envelopeTo)).toEqual([['sales.tr@ascon-erp.com']]);

    // The branch's address refused for a while: the acknowledgement still goes, once.
    const second = unique('sales-down');
    peer.refuse('sales.tr@ascon-erp.com');
    const res2 = await postInquiry({ ...validInquiry, email: second, country: 'TR', phoneNumber: '+90 212 285 5140' });
    expect(await deliverNow(app)).toEqual({ sent: 1, retrying: 0, failed: 1 });
    peer.refuse();
    const salesRow = (await outboxFor(res2.json().id)).find((r) => r.kind === 'inquiry')!;
    expect(await (await leadParts(app)).repo.outbox.retry(salesRow.id)).toBe('requeued');
    expect(await deliverNow(app)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    rows = await outboxFor(res2.json().id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['acknowledgement', 'sent'],
      ['inquiry', 'sent'],
    ]);
    expect(mailTo(second)).toHaveLength(1);
    expect(mailTo('sales.tr@ascon-erp.com').filter((m) => m.replyTo?.value[0]?.address === second)).toHaveLength(1);
  });

  test('acknowledgement rows go with their lead at retention time, and ended recipient entries with them', async () => {
    const email = unique('old');
    const res = await postInquiry({ ...validInquiry, email });
    const id = res.json().id as string;
    await deliverNow(app);
    await queryRows(store.database.db, sql`update inquiries set created_at = now() - interval '800 days' where id = ${id}`);
    await queryRows(
      store.database.db,
      sql`update ack_recipients set expires_at = now() - interval '1 second' where recipient_hash = ${recipientHash(email)}`,
    );
    await (await leadParts(app)).repo.retention.purge({ inquiryDays: 730, applicationDays: 183 });
    expect(await outboxFor(id)).toEqual([]);
    const left = await queryRows<{ n: number }>(
      store.database.db,
      sql`select count(*)::int as n from ack_recipients where recipient_hash = ${recipientHash(email)}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
