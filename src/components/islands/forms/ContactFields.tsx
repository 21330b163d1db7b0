import { limits } from '../../../forms/limits.ts';
import { Field } from './Field.tsx';
import type { FormStrings } from '../../../forms/strings.ts';

interface ContactFieldProps {
  id: string;
  f: FormStrings['forms'];
  error: string | undefined;
}

/** Name, e-mail and phone: the same controls in the inquiry and the application form. */
export function NameField({ id, f, error }: ContactFieldProps) {
  return (
    <Field id={id} label={f.name} error={error}>
      {(p) => <input {...p} name="name" type="text" dir="auto" autoComplete="name" required maxLength={limits.nameMax} />}
    </Field>
  );
}

export function EmailField({ id, f, error }: ContactFieldProps) {
  return (
    <Field id={id} label={f.email} error={error}>
      {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={limits.emailMax} dir="ltr" />}
    </Field>
  );
}

export function PhoneField({ id, f, error }: ContactFieldProps) {
  return (
    <Field id={id} label={f.phone} error={error}>
      {(p) => (
        <input {...p} name="phoneNumber" type="tel" autoComplete="tel" required maxLength={limits.phoneMax} dir="ltr" inputMode="tel" />
      )}
    </Field>
  );
}
