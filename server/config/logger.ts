/**
 * The logger's options: the level, and what of an error may be written. One serializer for
 * every logger the app makes (Fastify's, each request's, and the children the workers, the mail
 * transport and the admin socket log through inherit it), so no caller has to remember the rule.
 *
 * The rule (decision 0084): never an error's message, nor its own properties beyond a few known-safe ones.
 * Messages and properties carry personal data: a failed query's message and `params` hold the
 * visitor's name, e-mail and phone (Drizzle's DrizzleQueryError "Failed query: … params: …"), a
 * PostgreSQL error's `detail` repeats the values, an SMTP refusal's reply repeats the address.
 * What an operator needs stays: the class, the code, the status, where (the stack's frames,
 * without its first line, which is the message) and the same of each cause.
 */
export interface SafeError {
  type: string;
  code?: string;
  errno?: number;
  syscall?: string;
  statusCode?: number;
  /** An SMTP reply's code and the phase it answered (nodemailer's `responseCode` and `command`). */
  responseCode?: number;
  command?: string;
  frames?: string[];
  cause?: SafeError;
}

/** A code, syscall or SMTP phase is a short token; anything else (prose, an address) is dropped. */
const token = /^[A-Za-z0-9_.:-]{1,64}$/;
const smtpPhase = /^[A-Z][A-Z0-9 -]{0,31}$/;
const frameLine = /^ {4}at \S/;
const maxFrames = 12;
const maxCauses = 4;

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
const integer = (value: unknown): number | undefined => (Number.isInteger(value) ? (value as number) : undefined);

/**
 * The frames of a stack, never the message it starts with. The frames are the trailing run of
 * "    at …" lines, looked for only after the message when the stack holds it: a message of
 * several lines cannot pass a line of its own off as a frame.
 */
function framesOf(stack: unknown, message: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  const after = typeof message === 'string' && message && stack.includes(message) ? stack.indexOf(message) + message.length : 0;
  const lines = stack.slice(after).split('\n');
  let first = lines.length;
  while (first > 0 && frameLine.test(lines[first - 1]!)) first--;
  const frames = lines.slice(first, first + maxFrames).map((line) => line.trim());
  return frames.length ? frames : undefined;
}

/**
 * The class as pino names it (Drizzle's DrizzleQueryError keeps the name 'Error', pg's
 * DatabaseError has the name 'error'), or the error's name where the class has none worth
 * reading (a minified one: PGlite's).
 */
function typeOf(error: object): string {
  const named = text(error.constructor?.name, token);
  if (named && named.length > 2 && named !== 'Object') return named;
  return text((error as { name?: unknown }).name, token) ?? 'object';
}

/** What may be logged of an error (pino's `err` serializer): see above. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const e = error as Record<string, unknown>;
  const fields: SafeError = { type: typeOf(error) };
  const code = typeof e.code === 'number' ? String(e.code) : text(e.code, token);
  if (code !== undefined) fields.code = code;
  const errno = integer(e.errno);
  if (errno !== undefined) fields.errno = errno;
  if (text(e.syscall, token)) fields.syscall = e.syscall as string;
  const status = integer(e.statusCode) ?? integer(e.status);
  if (status !== undefined) fields.statusCode = status;
  const responseCode = integer(e.responseCode);
  if (responseCode !== undefined) fields.responseCode = responseCode;
  if (text(e.command, smtpPhase)) fields.command = e.command as string;
  const frames = framesOf(e.stack, e.message);
  if (frames) fields.frames = frames;
  if (e.cause !== undefined && depth < maxCauses) fields.cause = safeError(e.cause, depth + 1);
  return fields;
}

/** The part of pino's options this module sets (config/ imports no logger library's types: decision 0069). */
interface LoggerOptions {
  level?: string;
  serializers?: Record<string, (value: never) => unknown>;
  hooks?: { logMethod?: (this: never, args: never, method: never, level: number) => void };
}
type LogMethod = (this: unknown, args: unknown[], method: (...args: unknown[]) => void) => void;

/**
 * pino writes an error's message as the line's `msg` when it is given none (`log.error(error)`,
 * `log.warn({ err })`), and Fastify's default error log passes it as the message: such a line
 * gets the error's class as its message instead.
 */
const logMethod: LogMethod = function (args, method) {
  const [first, second] = args;
  const error = first instanceof Error ? first : typeof first === 'object' && first !== null ? (first as { err?: unknown }).err : undefined;
  const own = (error as { message?: unknown } | null | undefined)?.message;
  if (error === undefined || error === null || (typeof second === 'string' && second !== own)) return method.apply(this, args);
  const object = first instanceof Error ? { err: first } : first;
  return method.apply(this, [object, safeError(error).type, ...args.slice(2)]);
};

/**
 * The options for Fastify's logger: `given` (tests: a level and a stream; false: no log) or the
 * configured level, always with the error serializer and the hook above.
 */
export function loggerOptions<Options extends LoggerOptions>(given: boolean | Options | undefined, level: string): false | Options {
  if (given === false) return false;
  const options = (given === undefined || given === true ? { level } : given) as Options;
  return {
    ...options,
    serializers: { ...options.serializers, err: safeError, error: safeError },
    hooks: { ...options.hooks, logMethod },
  };
}
