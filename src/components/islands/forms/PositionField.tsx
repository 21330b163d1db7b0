import { cn } from '../../../lib/cn.ts';
import { Field } from './Field.tsx';
import type { ApplicationFormStrings } from '../../../forms/strings.ts';

interface PositionFieldProps {
  f: ApplicationFormStrings['forms'];
  /** The open positions' titles by id, in order. */
  positionLabels: Record<string, string>;
  preselected: string | undefined;
  error: string | undefined;
}

export function PositionField({ f, positionLabels, preselected, error }: PositionFieldProps) {
  return (
    <Field id="application-position" label={f.position} error={error}>
      {(p) => (
        // The disabled empty first option is the placeholder that makes `required` work, with
        // or without JavaScript (HTML: a required select needs a placeholder label option).
        <select {...p} className={cn(p.className, 'form-select')} name="position" required defaultValue={preselected ?? ''}>
          <option value="" disabled>
            {f.positionPlaceholder}
          </option>
          {Object.entries(positionLabels).map(([id, title]) => (
            <option key={id} value={id}>
              {title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
