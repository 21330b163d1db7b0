/**
 * EmailJS REST API, the service the old site called from the browser; now called by the server
 * so the private key never reaches a visitor. Its statuses (docs/requirements.md R4): 451 headless browser and
 * 403 block list are final answers; 429 throttling, 5xx and network failures are retried.
 */
import { MailSendError, type MailTransport } from './message.ts';

export interface EmailJsConfig {
  EMAILJS_URL: string;
  EMAILJS_PUBLIC_KEY?: string | undefined;
  EMAILJS_PRIVATE_KEY?: string | undefined;
  EMAILJS_SERVICE_ID?: string | undefined;
  EMAILJS_TEMPLATE_ID?: string | undefined;
}

const requestTimeoutMs = 30_000;

export function createEmailJsTransport(config: EmailJsConfig, fetchImpl: typeof fetch = fetch): MailTransport {
  const endpoint = new URL('/api/v1.0/email/send', config.EMAILJS_URL).href;
  return {
    name: 'emailjs',
    maxSendMs: requestTimeoutMs,
    async send(message) {
      const body = {
        lib_version: '4.4.1',
        user_id: config.EMAILJS_PUBLIC_KEY,
        service_id: config.EMAILJS_SERVICE_ID,
        template_id: config.EMAILJS_TEMPLATE_ID,
        ...(config.EMAILJS_PRIVATE_KEY ? { accessToken: config.EMAILJS_PRIVATE_KEY } : {}),
        template_params: message.templateParams,
      };
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
      } catch (error) {
        throw new MailSendError(`EmailJS: network error: ${(error as Error).message}`, false, { cause: error });
      }
      if (response.ok) return;
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const permanent =
        response.status === 451 ||
        response.status === 403 ||
        (response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408);
      throw new MailSendError(`EmailJS: HTTP ${response.status} ${detail}`.trim(), permanent);
    },
    async close() {},
  };
}
