/**
 * A claimed delivery carries what its previous attempt left (store/outbox-store.ts claimDue):
 * the error's prose for people and its code, in a column of its own, for the next attempt. The
 * CV conversion tells a second time-out from a first one by that code (decisions 0026, 0058),
 * never by reading the prose, on the real store of both backends.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outbox } from '../../server/db/schema.ts';
import type { CvDisarmer, DisarmResult } from '../../server/leads/cv-disarm/index.ts';
import { type DisarmRecords, createCvDisarmDeliverer } from '../../server/leads/cv-disarm/deliverer.ts';
import type { RebuiltCv } from '../../server/leads/store/cvs.ts';
import { createDeliveryAttempt } from '../../server/leads/outbox/attempt.ts';
import { outboxStore } from '../../server/leads/store/outbox-store.ts';
import { insertOutboxRows } from '../../server/leads/store/shared.ts';
import { backends, openBackend, type OpenBackend } from '../support/backends.ts';

const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
const settings = { OUTBOX_BACKOFF_MS: 0, OUTBOX_MAX_BACKOFF_MS: 0, OUTBOX_MAX_AGE_HOURS: 24 };
const timedOut: DisarmResult = { ok: false, reason: 'timeout', detail: 'slow' };

describe.each(backends)('on %s', (backend) => {
  let store: OpenBackend;
  beforeAll(async () => {
    store = await openBackend(backend);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  /** A queued conversion whose attempts meet `outcomes` in turn (an Error is thrown by the conversion). */
  async function conversion(outcomes: Array<DisarmResult | Error>) {
    const queue = outboxStore(store.database.db);
    const id = randomUUID();
    await insertOutboxRows(store.database.db, [{ id, kind: 'cv-disarm', leadId: randomUUID(), payload: {}, messageId: id }]);
    const finished: Array<RebuiltCv | null> = [];
    const records = {
      openQuarantined: async () => ({ stream: Readable.from([Buffer.from('%PDF-')]), type: 'pdf' as const, fileName: 'cv.pdf' }),
      finish: async (_id: string, rebuilt: RebuiltCv | null) => (finished.push(rebuilt), true),
    } as unknown as DisarmRecords;
    const disarmer = {
      limits: { memoryMb: 512, timeoutMs: 1000, maxPages: 20, maxPixels: 1754 },
      disarm: async () => {
        const outcome = outcomes.shift()!;
        if (outcome instanceof Error) throw outcome;
        return { result: outcome, rebuilt: null, release: async () => {} };
      },
    } as unknown as CvDisarmer;
    const deliverer = createCvDisarmDeliverer(records, disarmer, settings, silent);
    const attempt = createDeliveryAttempt(queue, { 'cv-disarm': deliverer }, settings, silent, undefined);
    const runOnce = async () => {
      const [row] = (await queue.claimDue(100, 60_000, ['cv-disarm'])).filter((claimed) => claimed.id === id);
      expect(row).toBeDefined();
      await attempt(row!, { sent: 0, retrying: 0, failed: 0 });
    };
    const state = async () => (await store.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    return { runOnce, state, finished };
  }

  test('a time-out leaves its code beside its prose; the second time-out is final', async () => {
    const cv = await conversion([timedOut, timedOut]);
    await cv.runOnce();
    expect(await cv.state()).toMatchObject({ status: 'pending', lastErrorCode: 'cv-timeout', lastError: 'CV conversion timed out: slow' });
    expect(cv.finished).toEqual([]);
    await cv.runOnce();
    expect(cv.finished).toEqual([null]);
  });

  test('an error whose message starts with "cv-timeout: " is no time-out: the time-out after it gets its second try', async () => {
    const cv = await conversion([new Error('cv-timeout: the copy into the private folder failed'), timedOut]);
    await cv.runOnce();
    expect(await cv.state()).toMatchObject({ status: 'pending', lastErrorCode: null });
    await cv.runOnce();
    expect(cv.finished).toEqual([]);
    expect(await cv.state()).toMatchObject({ status: 'pending', lastErrorCode: 'cv-timeout' });
  });

  test('a sent delivery keeps no error and no code', async () => {
    const cv = await conversion([timedOut, { ok: false, reason: 'damaged', detail: 'unreadable' }]);
    await cv.runOnce();
    await cv.runOnce();
    expect(await cv.state()).toMatchObject({ status: 'sent', lastError: null, lastErrorCode: null });
  });
});
