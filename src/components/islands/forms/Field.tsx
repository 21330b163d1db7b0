import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Ltr } from '../../ui/Ltr.tsx';

interface FieldProps {
  id: string;
  label: string;
  /**
   * Every field of both forms is required, which the form says once above its fields
   * (`forms.allRequired`, decision 0066): a field marks only the exception, "(optional)".
   */
  optionalLabel?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * The control brings its own `<label for>` (the CV field's "Choose a file" button): the title
   * is then plain text with the id `${id}-label`, which the control names itself with through
   * `aria-labelledby`; one label per control, as screen readers and axe expect.
   */
  ownLabel?: boolean;
  /** Renders the control with the ids and ARIA wiring this field computed. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; className: string }) => ReactNode;
}

/** The text fields' and selects' look, one class in styles/controls.css (the forms repeat it on every control). */
const controlClass = 'form-control';

/**
 * A message's e-mail address (the example in `errors.email`) isolated left to right: in Arabic a
 * mark beside it otherwise joins the address on the wrong side («.name@company.com»).
 */
function isolateAddresses(text: string): ReactNode[] {
  return text.split(/([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/).map((part, i) => (i % 2 ? <Ltr key={i}>{part}</Ltr> : part));
}

/** Label, control, hint and error, wired with aria-invalid / aria-describedby. */
export function Field({ id, label, optionalLabel, error, hint, ownLabel = false, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const title = (
    <>
      {label}
      {optionalLabel && <span className="font-normal text-ink-muted"> ({optionalLabel})</span>}
    </>
  );
  return (
    <div className="grid gap-1.5">
      {ownLabel ? (
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {title}
        </span>
      ) : (
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {title}
        </label>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: cn(controlClass) })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error text-sm font-medium text-danger-700" data-testid="field-error">
          {/* One flex item beside the icon (.field-error): the text and the address wrap as one. */}
          <span>{isolateAddresses(error)}</span>
        </p>
      )}
    </div>
  );
}
