import { useEffect, useRef, type ReactNode } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { pathFor } from '../../../i18n/paths.ts';
import { useHydrated } from '../use-hydrated.ts';
import { FormFooter } from './FormFooter.tsx';
import { FormTokenField } from './FormTokenField.tsx';
import { Honeypot } from './Honeypot.tsx';
import type { FormStrings } from '../../../forms/strings.ts';
import type { useSubmit } from './use-submit.ts';

interface FormFrameProps {
  action: string;
  encType?: string;
  locale: Locale;
  strings: FormStrings;
  /** The form's own heading; without it, a heading outside the form with the id `headingId` names it. */
  heading?: string | undefined;
  /** `inquiry` or `application`: the test ids `${name}-form`, `${name}-submit`. */
  name: string;
  headingId: string;
  submit: ReturnType<typeof useSubmit>;
  /** What the live status says after sending, and after a failure. */
  success: string;
  failure: string;
  submitLabel: string;
  /** Hidden fields after the locale (the inquiry's page). */
  hidden?: ReactNode;
  children: ReactNode;
}

/**
 * What both lead forms share around their fields: a real <form method="post"> that works without
 * JavaScript, the heading, the locale, the single-use form token, the honeypot, and the footer
 * (consent, submit, status). With JavaScript it validates with the shared schema and submits in place.
 */
export function FormFrame(props: FormFrameProps) {
  const { submit, strings } = props;
  // Native validation until hydrated (no-JS posts), then the shared schema's messages.
  const enhanced = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // "Send" tapped before hydration: client:interaction held the browser's refusal back and
    // marked the island; now the form validates itself, answer that tap with the inline errors.
    const island = ref.current?.closest('[data-refused]');
    if (!enhanced || !island) return;
    island.removeAttribute('data-refused');
    ref.current?.requestSubmit();
  }, [enhanced]);
  return (
    <form
      ref={ref}
      method="post"
      action={props.action}
      encType={props.encType}
      noValidate={enhanced}
      onFocus={submit.prefetch}
      onPointerEnter={submit.prefetch}
      onSubmit={(event) => void submit.onSubmit(event, props.success, props.failure)}
      onBlur={(event) => void submit.recheck(event, true)}
      onInput={(event) => void submit.recheck(event, false)}
      className="relative grid gap-4"
      aria-labelledby={props.headingId}
      aria-describedby={`${props.headingId}-all-required`}
      data-testid={`${props.name}-form`}
      data-state={submit.state}
    >
      {props.heading && (
        <h2 id={props.headingId} className="text-xl font-semibold text-brand-900">
          {props.heading}
        </h2>
      )}
      <input type="hidden" name="locale" value={props.locale} />
      {props.hidden}
      <FormTokenField />
      <Honeypot label={strings.forms.honeypot} />
      {/* Every field is required: said once, not on each label (decision 0066). */}
      <p id={`${props.headingId}-all-required`} className="text-sm text-ink-muted" data-testid="all-required">
        {strings.forms.allRequired}
      </p>
      {props.children}
      <FormFooter
        strings={strings}
        privacyHref={pathFor('privacy', props.locale)}
        state={submit.state}
        notice={submit.notice}
        submitLabel={props.submitLabel}
        submitTestId={`${props.name}-submit`}
      />
    </form>
  );
}
