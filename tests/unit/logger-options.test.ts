/**
 * The logger's error rule (server/config/logger.ts) on a real Fastify logger and its children:
 * whichever way an error is handed to it, the line holds its class, code and frames, never its
 * message, its own properties or the message pino would take for the line's.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { loggerOptions, safeError } from '../../server/config/logger.ts';

const secret = 'Layla Haddad <layla.private@example.com> +966501234567';

function logged() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  const app = Fastify({ logger: loggerOptions({ level: 'info', stream }, 'silent') });
  return { log: app.log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Shaped as Drizzle 0.45 throws a failed query: the values in the message and in `params`, the driver's error as cause. */
function failedQuery(): Error {
  const cause = Object.assign(new Error(`duplicate key: Key (email)=(${secret}) already exists`), {
    code: '23505',
    detail: secret,
  });
  return Object.assign(new Error(`Failed query: insert into inquiries\nparams: ${secret}`, { cause }), {
    query: 'insert into inquiries',
    params: [secret],
  });
}

test('every way of logging an error, on the root logger and a child, writes no message and no property beyond the safe ones', () => {
  const { log, lines, entries } = logged();
  const child = log.child({ component: 'outbox' });
  log.error(failedQuery());
  log.warn({ err: failedQuery() });
  child.error({ err: failedQuery() }, 'outbox pass failed');
  // Fastify's default error log passes the error's own message as the line's.
  const error = failedQuery();
  child.error({ err: error }, error.message);
  expect(lines).toHaveLength(4);
  for (const line of lines) expect(line).not.toContain('layla');
  expect(entries().map((entry) => entry.msg)).toEqual(['Error', 'Error', 'outbox pass failed', 'Error']);
  const [first] = entries();
  expect(first!.err).toMatchObject({ type: 'Error', cause: { type: 'Error', code: '23505' } });
  expect(Object.keys(first!.err as object).sort()).toEqual(['cause', 'frames', 'type']);
  expect((first!.err as { frames: string[] }).frames[0]).toMatch(/^at .*logger-options\.test\.ts:\d+:\d+\)?$/);
});

test('a message of several lines cannot pass one of its own off as a frame', () => {
  const error = new Error(`refused\n    at ${secret} (/srv/app.js:1:1)`);
  const frames = safeError(error).frames ?? [];
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.join('\n')).not.toContain('layla');
  // Changed after the stack was taken (nodemailer appends the reply): still only the frames.
  const changed = new Error('Message failed');
  changed.message += `: 550 <${secret}>\n    at ${secret} (/srv/app.js:1:1)`;
  expect(JSON.stringify(safeError(changed))).not.toContain('layla');
});

test('codes, syscalls and SMTP phases are kept only as short tokens; statuses and reply codes as integers', () => {
  expect(
    safeError(
      Object.assign(new Error('x'), {
        code: 'ECONNREFUSED',
        errno: -111,
        syscall: 'connect',
        statusCode: 503,
        responseCode: 550,
        command: 'RCPT TO',
      }),
    ),
  ).toMatchObject({ code: 'ECONNREFUSED', errno: -111, syscall: 'connect', statusCode: 503, responseCode: 550, command: 'RCPT TO' });
  const hostile = safeError(
    Object.assign(new Error('x'), { code: secret, syscall: secret, command: `RCPT TO:<${secret}>`, statusCode: '500' }),
  );
  expect(JSON.stringify(hostile)).not.toContain('layla');
  expect(hostile).not.toHaveProperty('statusCode');
  expect(safeError('a thrown string with layla')).toEqual({ type: 'string' });
});

test('no logger stays no logger; a given one keeps its own serializers beside the rule', () => {
  expect(loggerOptions(false, 'info')).toBe(false);
  const options = loggerOptions({ level: 'warn', serializers: { req: () => ({}) } }, 'info');
  expect(options).toMatchObject({ level: 'warn' });
  expect(Object.keys((options as { serializers: object }).serializers).sort()).toEqual(['err', 'error', 'req']);
  expect(loggerOptions(undefined, 'debug')).toMatchObject({ level: 'debug' });
});
