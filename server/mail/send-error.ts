/**
 * A message a transport could not hand over. `permanent`: sending the same message again
 * cannot succeed (a rejected recipient, blocked by the API). The transports know nothing of
 * the outbox; the mail deliverer maps this to its DeliveryError (decision 0044).
 */
export class MailSendError extends Error {
  override name = 'MailSendError';
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.permanent = permanent;
  }
}
