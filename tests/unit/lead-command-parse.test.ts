/** The team's commands as typed (server/leads/commands/parse.ts): an option takes one of its listed values, or the command is refused. */
import { expect, test } from 'vitest';
import { parseLeadCommand, UsageError } from '../../server/leads/commands/parse.ts';

test('a listed value is taken, an absent one falls back, another is refused naming the choices', () => {
  expect(parseLeadCommand(['list', '--kind', 'applications', '--format', 'json'])).toMatchObject({ kind: 'applications', format: 'json' });
  expect(parseLeadCommand(['export'])).toMatchObject({ kind: 'inquiries', format: 'csv' });
  expect(parseLeadCommand(['outbox', '--status', 'sent'])).toMatchObject({ name: 'outbox', status: 'sent' });
  expect(() => parseLeadCommand(['export', '--format', 'table'])).toThrow(new UsageError('--format: expected one of csv, json'));
  expect(() => parseLeadCommand(['list', '--kind', 'Inquiries'])).toThrow(/--kind: expected one of inquiries, applications/);
});
