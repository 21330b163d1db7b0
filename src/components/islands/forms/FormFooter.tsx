import { cn } from '../../../lib/cn.ts';
import type { FormStrings } from '../../../forms/strings.ts';
import type { SubmitState } from './use-submit.ts';

interface FormFooterProps {
  strings: FormStrings;
  privacyHref: string;
  state: SubmitState;
  notice: string;
  submitLabel: string;
  submitTestId: string;
}

/** Consent line, the submit button ('Sending…' and disabled while sending) and the live status. */
export function FormFooter({ strings, privacyHref, state, notice, submitLabel, submitTestId }: FormFooterProps) {
  const f = strings.forms;
  return (
    <>
      <p className="text-sm text-ink-muted">
        {f.consent}{' '}
        <a href={privacyHref} className="link">
          {f.consentLink}
        </a>
        .
      </p>
      <button
        type="submit"
        disabled={state === 'sending'}
        className="inline-flex min-h-12 items-center justify-center rounded-md bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 disabled:cursor-progress disabled:opacity-80"
        data-testid={submitTestId}
      >
        {state === 'sending' ? f.sending : submitLabel}
      </button>
      <p
        role="status"
        className={cn(
          'text-sm font-medium empty:hidden',
          state === 'success' && 'rounded-md bg-success-50 p-3 text-success-700',
          state === 'failure' && 'rounded-md bg-danger-50 p-3 text-danger-700',
          state === 'idle' && 'text-danger-700',
        )}
        data-testid="form-status"
      >
        {notice}
      </p>
    </>
  );
}
