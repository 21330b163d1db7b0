import claimData from './content/claims.json' with { type: 'json' };
import branchData from './content/branches.json' with { type: 'json' };
import type { PhoneLine } from './content/schemas/contact.ts';

/**
 * The head-office branch (`headOffice: true` in branches.json, which the build validates as a
 * content collection): its lines are the site's main numbers and its city names them.
 */
export const headOffice = branchData.branches.find((b) => 'headOffice' in b && b.headOffice) ?? branchData.branches[0]!;
const [mainLine, ...otherLines] = headOffice.phones;

/**
 * The head office's lines, each with what it is for (branches.json `phoneLines`, one per phone:
 * the build validates the file against its schema, so the kinds are PhoneLine's).
 */
export const headOfficeLines: readonly { phone: string; kind: PhoneLine | undefined }[] = headOffice.phones.map((phone, i) => ({
  phone,
  kind: 'phoneLines' in headOffice ? (headOffice.phoneLines[i] as PhoneLine) : undefined,
}));

/**
 * Facts about the company that every page and the server share. Values here are the
 * vendor's to change; nothing else in the code base repeats them.
 */
export const site = {
  brand: 'ASCON',
  /** Public origin used for canonical URLs, hreflang, sitemap and JSON-LD. */
  origin: 'https://www.ascon-erp.com',
  foundingYear: claimData.claims.foundingYear.value,
  logoPath: '/logo.svg',
  email: 'info@ascon-erp.com',
  /** The three Riyadh head-office lines (docs/requirements.md R2), in E.164 for `tel:` links: the head-office branch's phones. */
  headOfficePhones: [mainLine!, ...otherLines] as const,
  social: [
    { network: 'facebook', href: 'https://www.facebook.com/asconerp' },
    { network: 'x', href: 'https://x.com/asconerp' },
    { network: 'instagram', href: 'https://www.instagram.com/asconerp' },
    { network: 'youtube', href: 'https://www.youtube.com/@asconerp' },
  ],
} as const;

/**
 * Every business claim the copy makes, named, in one place: `src/content/claims.json` (editable
 * in the content editor, each with `confirmed`/`needs`/`source`, decision 0028). The vendor
 * confirms or changes a number there and every page follows. Copy refers to a claim as
 * `{officeCountries}` or, when a noun follows the number, `{replyWorkingDays, plural, one {…} other {…}}`;
 * the UI strings (src/i18n/ui.ts) and the page content (src/lib/content.ts) fill them in, and
 * src/content/validate.ts rejects an unknown name. docs/content/claims.md lists where each
 * one appears, with the other claims that live in data (branch hours, partner directory).
 */
export const claims = Object.fromEntries(Object.entries(claimData.claims).map(([name, c]) => [name, c.value])) as {
  readonly [K in keyof typeof claimData.claims]: number;
};

export type SocialNetwork = (typeof site.social)[number]['network'];
