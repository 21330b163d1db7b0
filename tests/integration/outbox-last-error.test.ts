/**
 * A claimed delivery carries the error its previous attempt left (store/outbox-store.ts
 * claimDue): the CV conversion tells a second time-out from a first one by it (decision 0026).
 */
import { expect, test } from 'vitest';
import { outboxStore } from '../../server/leads/store/outbox-store.ts';
import { leadStorageFixture } from '../support/lead-storage-fixture.ts';
import { validInquiry } from '../support/lead-app.ts';

const fx = leadStorageFixture('pglite');

test('a claim returns the last error of the attempt before it, none on the first', async () => {
  const res = await fx.postInquiry({ ...validInquiry, email: `last-error-${Date.now()}@example.com` });
  expect(res.statusCode).toBe(201);
  const outbox = outboxStore(fx.db());
  const first = (await outbox.claimDue(10, 60_000)).find((row) => row.leadId === res.json().id);
  expect(first).toMatchObject({ attempts: 1, lastError: null });
  await outbox.markFailed(first!, 'CV conversion timed out: slow', false, 0);
  const second = (await outbox.claimDue(10, 60_000)).find((row) => row.id === first!.id);
  expect(second).toMatchObject({ attempts: 2, lastError: 'CV conversion timed out: slow' });
});
