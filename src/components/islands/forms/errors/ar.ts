import { errors } from '../../../../i18n/ui/ar.json';
import type { FormErrors } from '../../../../forms/strings.ts';

/** The forms' error messages in Arabic: a chunk of its own, loaded on first touch (../error-messages.ts). */
export default errors satisfies FormErrors;
