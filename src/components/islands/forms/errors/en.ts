import { errors } from '../../../../i18n/ui/en.json';
import type { FormErrors } from '../../../../forms/strings.ts';

/** The forms' error messages in English: a chunk of its own, loaded on first touch (../error-messages.ts). */
export default errors satisfies FormErrors;
