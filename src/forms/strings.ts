import type { UiStrings } from '../i18n/ui.ts';

type Forms = UiStrings['forms'];
type Errors = UiStrings['errors'];

/*
 * Each form island gets only the strings it renders (allow-lists, not the whole catalogue). The
 * application form's are props, serialized into the careers pages' HTML; the inquiry form's come
 * with its island's chunk, one per language (InquiryFormEn/Ar.tsx), so the 22 pages with it carry
 * none (−160 to −240 B of each first response). The error messages are no prop at all: they load
 * with the validation schemas (error-messages.ts), from the same chunk of the language's catalogue.
 */
const commonForms = ['name', 'email', 'phone', 'sending', 'allRequired', 'consent', 'consentLink', 'honeypot', 'fixErrors'] as const;

const inquiryForms = [...commonForms, 'country', 'message', 'submitInquiry', 'success', 'failure'] as const;
const applicationForms = [
  ...commonForms,
  'jobTitle',
  'position',
  'positionPlaceholder',
  'cv',
  'cvHint',
  'cvChoose',
  'cvNone',
  'cvChosen',
  'cvSizeKb',
  'cvSizeMb',
  'submitApplication',
  'applicationSuccess',
  'applicationFailure',
] as const;

/** What the shared parts (footer, submit hook) read; both forms' strings satisfy it. */
export interface FormStrings {
  forms: Pick<Forms, (typeof commonForms)[number]>;
}
export interface InquiryFormStrings extends FormStrings {
  forms: Pick<Forms, (typeof inquiryForms)[number]>;
}
export interface ApplicationFormStrings extends FormStrings {
  forms: Pick<Forms, (typeof applicationForms)[number]>;
}
/** What the two forms can say is wrong: validation, the CV checks and the server's refusals. */
export type FormErrors = Pick<
  Errors,
  | 'required'
  | 'nameRequired'
  | 'emailRequired'
  | 'phoneRequired'
  | 'countryRequired'
  | 'messageRequired'
  | 'jobTitleRequired'
  | 'positionRequired'
  | 'tooLong'
  | 'tooShort'
  | 'email'
  | 'phone'
  | 'country'
  | 'position'
  | 'fileRequired'
  | 'fileType'
  | 'fileSize'
  | 'rateLimited'
  | 'busy'
  | 'slowUpload'
  | 'invalidCharacters'
  | 'formUsed'
  | 'fixFields'
>;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

export function inquiryFormStrings({ forms }: Pick<UiStrings, 'forms'>): InquiryFormStrings {
  return { forms: pick(forms, inquiryForms) };
}

export function applicationFormStrings({ forms }: Pick<UiStrings, 'forms'>): ApplicationFormStrings {
  return { forms: pick(forms, applicationForms) };
}
