import type { ReactNode } from 'react';

interface SectorInquiryProps {
  /** The section's heading; it also names the form (`aria-labelledby="inquiry-heading"`). */
  heading: string;
  text: string;
  /** The inquiry form island, rendered without a heading of its own. */
  form?: ReactNode;
}

/**
 * A sector page's one ask at its foot: the consultation form across the page, after the article
 * (decision 0059), on the closing band's navy (styles/templates.css): it is the page's closing band,
 * so no other follows (decision 0041). Its heading and sentence beside the fields from 64 rem, above them before.
 * Focusable (not in the tab order): the links to #inquiry bring keyboard and screen reader users
 * here, and the next Tab reaches the first field.
 */
export function SectorInquiry({ heading, text, form }: SectorInquiryProps) {
  return (
    <section
      id="inquiry"
      tabIndex={-1}
      className="sector-inquiry focus:outline-none"
      aria-labelledby="inquiry-heading"
      data-testid="sector-inquiry"
    >
      <div className="sector-inquiry-inner container-page">
        <div>
          <h2 id="inquiry-heading" className="heading-section">
            {heading}
          </h2>
          <p className="max-w-xl sm:text-lg">{text}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
