import type { OutboxRow } from '../../server/leads/service.ts';

/** An outbox row on its first attempt, as a deliverer is handed it: the given fields, of one sample lead. */
export function sendingRow(fields: Pick<OutboxRow, 'id' | 'kind' | 'messageId' | 'payload'>): OutboxRow {
  return {
    leadId: '00000000-0000-4000-8000-000000000001',
    status: 'sending',
    attempts: 1,
    createdAt: new Date(),
    retriedAt: null,
    lastError: null,
    lastErrorCode: null,
    ...fields,
  };
}
