import type { UiStrings } from '../../../i18n/ui.ts';

type Forms = UiStrings['forms'];
type Errors = UiStrings['errors'];

/*
 * Every prop is serialized into the page's HTML, so each form island gets only the strings it
 * reads (allow-lists, not the whole catalogue): on the 22 pages with an inquiry form the
 * application's labels and file errors would be ~0.9 kB of dead weight.
 */
const commonForms = ['name', 'email', 'phone', 'sending', 'required', 'consent', 'consentLink', 'honeypot', 'fixErrors'] as const;
const commonErrors = ['required', 'tooLong', 'tooShort', 'email', 'phone', 'country', 'rateLimited', 'busy', 'slowUpload', 'invalidCharacters'] as const;

const inquiryForms = [...commonForms, 'country', 'message', 'submitInquiry', 'success', 'failure'] as const;
const applicationForms = [...commonForms, 'jobTitle', 'position', 'positionPlaceholder', 'cv', 'cvHint', 'cvChoose', 'cvNone', 'cvChosen', 'cvSizeKb', 'cvSizeMb', 'submitApplication', 'applicationSuccess', 'applicationFailure'] as const;
const applicationErrors = [...commonErrors, 'position', 'fileRequired', 'fileType', 'fileSize', 'fileDamaged', 'fileUnsafe'] as const;

/** What the shared parts (footer, submit hook) read; both forms' strings satisfy it. */
export interface FormStrings {
  forms: Pick<Forms, (typeof commonForms)[number]>;
  errors: Pick<Errors, (typeof commonErrors)[number]> & Partial<Errors>;
}
export interface InquiryFormStrings extends FormStrings {
  forms: Pick<Forms, (typeof inquiryForms)[number]>;
}
export interface ApplicationFormStrings extends FormStrings {
  forms: Pick<Forms, (typeof applicationForms)[number]>;
  errors: Pick<Errors, (typeof applicationErrors)[number]>;
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

export function inquiryFormStrings({ forms, errors }: Pick<UiStrings, 'forms' | 'errors'>): InquiryFormStrings {
  return { forms: pick(forms, inquiryForms), errors: pick(errors, commonErrors) };
}

export function applicationFormStrings({ forms, errors }: Pick<UiStrings, 'forms' | 'errors'>): ApplicationFormStrings {
  return { forms: pick(forms, applicationForms), errors: pick(errors, applicationErrors) };
}
