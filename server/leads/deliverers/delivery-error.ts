/**
 * A failed delivery, thrown by a deliverer (the mail deliverer maps its transport's
 * MailSendError to one). `permanent` ones (rejected recipient, blocked by the API, a malformed
 * row) are not retried: the row is marked failed at once and waits for a human
 * (`npm run leads -- retry`). `code` names the failure for the next attempt to read from the
 * row's last error (never its prose, which is for people).
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly code: string;
  readonly permanent: boolean;
  constructor(code: string, message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.permanent = permanent;
  }
}

/** The row's last error as the attempt writes it: `code: message` for a DeliveryError. */
export function lastErrorText(error: unknown): string {
  if (error instanceof DeliveryError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** The code of a last error written by lastErrorText, or undefined. */
export function lastErrorCode(lastError: string | null): string | undefined {
  return lastError === null ? undefined : /^([a-z][a-z-]*): /.exec(lastError)?.[1];
}
