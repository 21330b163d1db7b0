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
  /** The three Riyadh head-office lines (spec 1), in E.164 for `tel:` links. */
  headOfficePhones: ['+966112345670', '+966112345671', '+966112345672'],
  social: [
    { network: 'facebook', href: 'https://www.facebook.com/asconerp' },
    { network: 'x', href: 'https://x.com/asconerp' },
    { network: 'instagram', href: 'https://www.instagram.com/asconerp' },
    { network: 'youtube', href: 'https://www.youtube.com/@asconerp' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
