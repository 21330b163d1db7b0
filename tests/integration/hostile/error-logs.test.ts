/**
 * The log holds no visitor's data when things fail, on both database engines, through the
 * production app with its own logger: an SMTP peer refusing the acknowledgement with a reply that
 * repeats the visitor's address; the database refusing to record that failure (a trigger that
 * raises, its message holding the values) so the outbox pass fails with Drizzle's
 * "Failed query … params: …"; and the database refusing the lead's insert. Each failure is
 * still logged with what an operator needs: the error's class, its code, the SMTP reply's code
 * and phase, where it was thrown.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../../server/db/client.ts';
import { backends, openBackend, type OpenBackend } from '../../support/backends.ts';
import { buildAppWithParts } from '../../support/lead-parts.ts';
import { testConfig } from '../../support/lead-app.ts';
import { startSmtpPeer } from '../../support/smtp-peer.ts';
import { validInquiry } from '../../../support/lead-posts.ts';

interface Entry {
  level: number;
  msg: string;
  code?: string;
  err?: Record<string, unknown> & { type: string; code?: string; frames?: string[]; cause?: Entry['err'] };
}

/** A visitor whose every field is a string no code, query or library would write by itself. */
function visitor(tag: string) {
  return {
    ...validInquiry,
    country: 'TR',
    name: `Quillon Vexmartha ${tag}`,
    email: `vexmartha.${tag}@example.org`,
    phoneNumber: '+90 212 987 6543',
    message: `Ultramarine pelican ledger ${tag}`,
  };
}
const personal = (v: ReturnType<typeof visitor>) => [v.name, v.email, v.email.split('@')[0]!, v.message, '987 6543', '2129876543'];

/** The error and its causes, outermost first. */
const chain = (err: Entry['err']): NonNullable<Entry['err']>[] => (err ? [err, ...chain(err.cause)] : []);

describe.each(backends)('error logs on %s', (backend) => {
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Entry);
  const logged = (msg: string) => entries().filter((entry) => entry.msg === msg);
  let store: OpenBackend;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let app: FastifyInstance;
  const run = (query: ReturnType<typeof sql>) => queryRows(store.database.db, query);

  beforeAll(async () => {
    store = await openBackend(backend);
    peer = await startSmtpPeer();
    const logs = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const config = testConfig({ ...store.env, MAIL_TRANSPORT: 'smtp', SMTP_URL: peer.url, ACK_EMAIL: 'on', OUTBOX_POLL_MS: '50' });
    app = await buildAppWithParts(config, { logger: { level: 'info', stream: logs }, leads: { database: store.database } });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await peer?.stop();
    await store?.close();
  });

  test('an SMTP refusal repeating the address: logged with the reply’s code and phase, not its text', async () => {
    const person = visitor(`smtp-${backend}`);
    peer.refuse(person.email);
    const res = await app.inject({ method: 'POST', url: '/api/inquiries', payload: person });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => logged('mail delivery failed for good').length, { timeout: 20_000 }).toBe(1);
    for (const value of personal(person)) expect(lines.join('\n')).not.toContain(value);
    expect(lines.join('\n')).not.toContain('Recipient address rejected');
    const [entry] = logged('mail delivery failed for good');
    expect(entry!.code).toBe('send-failed');
    expect(chain(entry!.err).map((e) => [e.type, e.code])).toEqual([
      ['DeliveryError', 'send-failed'],
      ['MailSendError', undefined],
      ['Error', 'EENVELOPE'],
    ]);
    expect(chain(entry!.err)[2]).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(entry!.err!.frames?.[0]).toMatch(/^at .*deliverers\/mail\.ts:\d+:\d+\)$/);
    // The reply is kept where the team reads it, on the row (npm run leads -- outbox).
    const rows = await run(sql`select last_error from outbox where kind = 'acknowledgement' and status = 'failed'`);
    expect(JSON.stringify(rows)).toContain(person.email);
  });

  test('the outbox pass failing on a query whose parameters hold the refusal: logged by class and code', async () => {
    const person = visitor(`outbox-${backend}`);
    peer.refuse(person.email);
    await run(
      sql.raw(`create function refuse_failure() returns trigger language plpgsql as $$
      begin raise exception 'will not record %', new.last_error; end $$`),
    );
    await run(
      sql.raw(`create trigger refuse_failure before update on outbox for each row
      when (new.last_error is not null) execute function refuse_failure()`),
    );
    try {
      const res = await app.inject({ method: 'POST', url: '/api/inquiries', payload: person });
      expect(res.statusCode).toBe(201);
      await expect.poll(() => logged('outbox pass failed').length, { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await run(sql.raw('drop trigger refuse_failure on outbox'));
      await run(sql.raw('drop function refuse_failure()'));
    }
    for (const value of personal(person)) expect(lines.join('\n')).not.toContain(value);
    const [entry] = logged('outbox pass failed');
    expect(chain(entry!.err).map((e) => [e.type, e.code])).toEqual([
      ['DrizzleQueryError', undefined],
      // PGlite's class is minified: its name ('error') stands in.
      [backend === 'pglite' ? 'error' : 'DatabaseError', 'P0001'],
    ]);
  });

  test('the lead’s insert refused, the database’s message holding the values: logged by class and code', async () => {
    const person = visitor(`insert-${backend}`);
    await run(
      sql.raw(`create function refuse_lead() returns trigger language plpgsql as $$
      begin raise exception 'will not store % % %', new.name, new.email, new.phone_number; end $$`),
    );
    await run(sql.raw('create trigger refuse_lead before insert on inquiries for each row execute function refuse_lead()'));
    try {
      const res = await app.inject({ method: 'POST', url: '/api/inquiries', payload: person });
      expect(res.statusCode).toBe(500);
    } finally {
      await run(sql.raw('drop trigger refuse_lead on inquiries'));
      await run(sql.raw('drop function refuse_lead()'));
    }
    for (const value of personal(person)) expect(lines.join('\n')).not.toContain(value);
    const [entry] = logged('lead capture failed');
    expect(entry!.err!.type).toBe('DrizzleQueryError');
    expect(chain(entry!.err).at(-1)!.code).toBe('P0001');
    expect(entry!.err!.frames?.length).toBeGreaterThan(0);
  });
});
