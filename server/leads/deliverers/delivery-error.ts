/**
 * A failed delivery, thrown by a deliverer (the mail deliverer maps its transport's
 * MailSendError to one). `permanent` ones (rejected recipient, blocked by the API, a malformed
 * row) are not retried: the row is marked failed at once and waits for a human
 * (`npm run leads -- retry`).
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.permanent = permanent;
  }
}
