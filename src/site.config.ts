/**
 * Facts about the company that every page and the server share. Values here are the
 * vendor's to change; nothing else in the code base repeats them.
 */
export const site = {
  brand: 'ASCON',
  /** Public origin used for canonical URLs, hreflang, sitemap and JSON-LD. */
  origin: 'https://www.ascon-erp.com',
  foundingYear: 2019,
  logoPath: '/logo.svg',
  email: 'info@ascon-erp.com',
  /** The three Riyadh head-office lines (docs/requirements.md R2), in E.164 for `tel:` links. */
  headOfficePhones: ['+966112345670', '+966112345671', '+966112345672'],
  social: [
    { network: 'facebook', href: 'https://www.facebook.com/asconerp' },
    { network: 'x', href: 'https://x.com/asconerp' },
    { network: 'instagram', href: 'https://www.instagram.com/asconerp' },
    { network: 'youtube', href: 'https://www.youtube.com/@asconerp' },
  ],
} as const;

/**
 * Every business claim the copy makes, named, in one place: the vendor confirms or changes a
 * number here and every page follows. Copy refers to a claim as `{customerCount}` or, when a
 * noun follows the number, `{replyWorkingDays, plural, one {…} other {…}}`; the UI strings
 * (src/i18n/ui.ts) and the page content (src/lib/content.ts) fill them in, and
 * src/content/validate.ts rejects an unknown name. docs/content/claims.md lists where each
 * one appears, with the other claims that live in data (branch hours, partner directory).
 */
export const claims = {
  /** The year ASCON was founded (about page, footer, Organization JSON-LD). */
  foundingYear: site.foundingYear,
  /** Countries with ASCON's own offices (about page facts). */
  officeCountries: 5,
  /** Companies running ASCON ERP, shown as "300+" (about page facts). */
  customerCount: 300,
  /** Languages in every screen and report (about page facts). */
  productLanguages: 2,
  /** Working days within which a consultant answers an inquiry (contact page, "inquiry sent" page). */
  replyWorkingDays: 1,
  /** Weeks within which shortlisted candidates hear from HR (careers page). */
  shortlistWeeks: 2,
  /** Months a new colleague has a mentor (careers page). */
  mentorMonths: 3,
  /** Months an inquiry is kept after the server received it (privacy notice; the purge's default, src/forms/retention.ts). */
  inquiryRetentionMonths: 24,
  /** Months an application and its CV are kept after the server received it (privacy notice; src/forms/retention.ts). */
  applicationRetentionMonths: 6,
  /** Days within which a data-protection request is answered (privacy notice). */
  privacyAnswerDays: 30,
} as const;
export type ClaimName = keyof typeof claims;

export type SocialNetwork = (typeof site.social)[number]['network'];
