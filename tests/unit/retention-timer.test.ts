/**
 * Retention runs on its own hourly timer beside the workers (decision 0057): at start, then
 * every hour, and not after stop; a failing purge is logged and the next hour tries again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, test, vi } from 'vitest';
import { createRetentionTimer, type Purges } from '../../server/leads/retention-timer.ts';

const settings = { RETENTION_INQUIRY_DAYS: 730, RETENTION_APPLICATION_DAYS: 183 };
const quietLog = { info: () => {}, debug: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

function countingPurges(fail = false) {
  const calls: string[] = [];
  const purges: Purges = {
    purge: async (retention) => {
      calls.push(`leads ${retention.inquiryDays}/${retention.applicationDays}`);
      if (fail) throw new Error('database unreachable');
      return { inquiries: 0, applications: 0 };
    },
    purgeExpiredRateLimits: async () => (calls.push('rate limits'), 0),
    purgeEndedFormTokenUses: async () => (calls.push('form tokens'), 0),
  };
  return { calls, purges };
}

afterEach(() => {
  vi.useRealTimers();
});

test('purges the expired leads, rate-limit counters and form-token uses at start and then hourly, never after stop', async () => {
  vi.useFakeTimers();
  const { calls, purges } = countingPurges();
  const timer = createRetentionTimer(purges, settings, quietLog);
  timer.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(calls).toEqual(['leads 730/183', 'rate limits', 'form tokens']);
  await vi.advanceTimersByTimeAsync(59 * 60_000);
  expect(calls).toHaveLength(3);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(calls).toHaveLength(6);
  await timer.stop();
  await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
  expect(calls).toHaveLength(6);
});

test('a failing purge is logged and tried again the next hour', async () => {
  vi.useFakeTimers();
  const { calls, purges } = countingPurges(true);
  const errors: string[] = [];
  const log = { ...quietLog, error: (_fields: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
  const timer = createRetentionTimer(purges, settings, log);
  timer.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(errors).toEqual(['purging expired leads failed']);
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(calls.filter((call) => call.startsWith('leads'))).toHaveLength(2);
  await timer.stop();
});
