/**
 * When a CV conversion's outcome is final (docs/decisions/0026): a bomb or an unreadable file at
 * once, a time-out when an attempt before it timed out too (a shutdown in between does not reset that); a shutdown never. The sandboxed run itself is covered
 * by tests/integration/cv-disarm*.test.ts; here the conversion's result is given.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { expect, test } from 'vitest';
import { createCvDisarmDeliverer, type DisarmRecords } from '../../server/leads/cv-disarm/deliverer.ts';
import type { CvDisarmer, DisarmResult } from '../../server/leads/cv-disarm/index.ts';
import type { RebuiltCv } from '../../server/leads/store/cvs.ts';
import type { OutboxRow } from '../../server/leads/service.ts';
import { DeliveryError } from '../../server/leads/outbox/deliverer.ts';

const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

function setup(result: DisarmResult) {
  const finished: Array<RebuiltCv | null> = [];
  let released = 0;
  const records = {
    openQuarantined: async () => ({ stream: Readable.from([Buffer.from('%PDF-')]), type: 'pdf' as const, fileName: 'Omar CV.pdf' }),
    finish: async (_id: string, rebuilt: RebuiltCv | null) => (finished.push(rebuilt), true),
  } as unknown as DisarmRecords;
  const disarmer = {
    limits: { memoryMb: 512, timeoutMs: 1000, maxPages: 20, maxPixels: 1754 },
    disarm: async () => ({
      result,
      rebuilt: result.ok ? { path: '/tmp/rebuilt.pdf', size: 10, sha256: 'x' } : null,
      release: async () => void released++,
    }),
  } as unknown as CvDisarmer;
  const deliverer = createCvDisarmDeliverer(records, disarmer, { OUTBOX_MAX_AGE_HOURS: 24 }, silent);
  // The code the attempt before left in the row's last_error_code (decision 0058).
  const row = (attempts: number, lastErrorCode: string | null = null) =>
    ({
      id: 'r',
      kind: 'cv-disarm',
      leadId: '00000000-0000-4000-8000-000000000001',
      attempts,
      createdAt: new Date(),
      retriedAt: null,
      lastErrorCode,
    }) as unknown as OutboxRow;
  return { deliverer, row, finished, released: () => released };
}

test('a rebuilt CV is recorded under its name as a PDF, and the private folder released', async () => {
  const { deliverer, row, finished, released } = setup({ ok: true, pdfPath: '/tmp/rebuilt.pdf', pages: 1, sandbox: 'bwrap' });
  await deliverer.deliver(row(1));
  expect(finished).toEqual([{ path: '/tmp/rebuilt.pdf', size: 10, sha256: 'x', fileName: 'Omar CV.pdf' }]);
  expect(released()).toBe(1);
});

test.each(['limit', 'damaged'] as const)('%s is final on the first attempt: HR is told to ask again', async (reason) => {
  const { deliverer, row, finished } = setup({ ok: false, reason, detail: '' });
  await deliverer.deliver(row(1));
  expect(finished).toEqual([null]);
});

test('a time-out is retried once, then final', async () => {
  const first = setup({ ok: false, reason: 'timeout', detail: 'slow' });
  const error = await first.deliverer.deliver(first.row(1)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect((error as DeliveryError).permanent).toBe(false);
  expect(first.finished).toEqual([]);
  expect(first.released()).toBe(1);
  const second = setup({ ok: false, reason: 'timeout', detail: 'slow' });
  await second.deliverer.deliver(second.row(2, (error as DeliveryError).code));
  expect(second.finished).toEqual([null]);
});

test('a first time-out after a shutdown cut the attempt before it short is retried, not final', async () => {
  const stopped = setup({ ok: false, reason: 'aborted', detail: 'shutting down' });
  const abort = (await stopped.deliverer.deliver(stopped.row(1)).catch((e: unknown) => e)) as DeliveryError;
  const slow = setup({ ok: false, reason: 'timeout', detail: 'slow' });
  await expect(slow.deliverer.deliver(slow.row(2, abort.code))).rejects.toMatchObject({ permanent: false });
  expect(slow.finished).toEqual([]);
});

test('a conversion stopped by a shutdown is never final', async () => {
  const { deliverer, row, finished } = setup({ ok: false, reason: 'aborted', detail: '' });
  await expect(deliverer.deliver(row(5))).rejects.toMatchObject({ permanent: false });
  expect(finished).toEqual([]);
});

test('a shutdown between two time-outs does not grant a third conversion: time-outs are counted', async () => {
  const slow = setup({ ok: false, reason: 'timeout', detail: 'slow' });
  const timeout = (await slow.deliverer.deliver(slow.row(1)).catch((e: unknown) => e)) as DeliveryError;
  const stopped = setup({ ok: false, reason: 'aborted', detail: 'shutting down' });
  const abort = (await stopped.deliverer.deliver(stopped.row(2, timeout.code)).catch((e: unknown) => e)) as DeliveryError;
  expect(abort.permanent).toBe(false);
  const slowAgain = setup({ ok: false, reason: 'timeout', detail: 'slow' });
  await slowAgain.deliverer.deliver(slowAgain.row(3, abort.code));
  expect(slowAgain.finished).toEqual([null]);
});
