import { forms } from '../../i18n/ui/en.json';
import { inquiryFormStrings } from '../../forms/strings.ts';
import { InquiryForm, type InquiryIslandProps } from './InquiryForm.tsx';

const strings = inquiryFormStrings({ forms });

/**
 * The inquiry form island on English pages. Its strings ride in this chunk, fetched when the island
 * hydrates and cached from page to page, not in the props of every page with the form (decision 0080).
 */
export default function InquiryFormEn(props: InquiryIslandProps) {
  return <InquiryForm {...props} locale="en" strings={strings} />;
}
