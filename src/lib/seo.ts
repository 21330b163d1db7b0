/**
 * Canonical URLs, hreflang alternates and the JSON-LD of every page. Each JSON-LD object is
 * typed with schema-dts, so `npm run typecheck` rejects a property schema.org does not define
 * for that type (docs/decisions/0018-structured-data-and-validation.md).
 */
import type { BreadcrumbList, ContactPoint, JobPosting, Organization, PostalAddress, WithContext } from 'schema-dts';
import { locales, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { site } from '../site.config.ts';
import type { Branch } from '../content/schemas/contact.ts';

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates for one page: every locale plus x-default (English). */
export function alternates(path: string): Alternate[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(localizePath(path, locale)) })),
    { hreflang: 'x-default', href: absoluteUrl(localizePath(path, 'en')) },
  ];
}

/** The one node id of the company: every page's JSON-LD names the same Organization. */
export const organizationId = `${site.origin}/#organization`;
/** Its one canonical URL (the English home page; the Arabic one is its hreflang alternate). */
const organizationUrl = absoluteUrl('/');

/** A branch's postal address, in `locale`; the postal code only where the vendor gave one. */
function postalAddress(branch: Branch, locale: Locale): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: branch.street[locale],
    addressLocality: branch.city[locale],
    ...(branch.region ? { addressRegion: branch.region[locale] } : {}),
    ...(branch.postalCode ? { postalCode: branch.postalCode } : {}),
    addressCountry: branch.countryCode,
  };
}

/** One ContactPoint per branch: its main line, its e-mail and the countries it answers. */
function branchContactPoint(branch: Branch): ContactPoint {
  return {
    '@type': 'ContactPoint',
    telephone: branch.phones[0]!,
    email: branch.email,
    contactType: 'sales',
    areaServed: branch.serves,
    availableLanguage: ['en', 'ar'],
  };
}

/** The company's identity, the same in every Organization node (so the nodes merge by @id). */
const organizationIdentity = () =>
  ({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.brand,
    url: organizationUrl,
  }) as const;

/** The company, on every page; `description` is the home page's, in the page's language. */
export function organizationLd(description: string, branches: readonly Branch[], locale: Locale): WithContext<Organization> {
  const headOffice = branches.find((b) => b.headOffice);
  return {
    ...organizationIdentity(),
    logo: absoluteUrl(site.logoPath),
    description,
    foundingDate: String(site.foundingYear),
    email: site.email,
    sameAs: site.social.map((s) => s.href),
    ...(headOffice ? { address: postalAddress(headOffice, locale) } : {}),
    contactPoint: branches.map(branchContactPoint),
  };
}

export function breadcrumbLd(items: Array<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Serialises JSON-LD so that no `</script>` inside a string can end the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface JobPostingInput {
  /** The position's id (`sales`), its stable identifier in ASCON's hiring. */
  id: string;
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  /** The branch the position works from (its address is the job location). */
  branch: Branch;
  /** The position's own page, which carries the application form. */
  path: string;
}

/**
 * schema.org JobPosting for one position's own page (Google: one posting per page), with the
 * fields Google's job search requires and recommends. The deadline is the end of the day in
 * the branch's time zone offset at that date.
 */
export function jobPostingLd(job: JobPostingInput, locale: Locale): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.id },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59${utcOffset(job.branch.hours.timeZone, job.validThrough)}`,
    employmentType: job.employmentType,
    directApply: true,
    url: absoluteUrl(localizePath(job.path, locale)),
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId,
      name: site.brand,
      sameAs: organizationUrl,
      logo: absoluteUrl(site.logoPath),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(job.branch, locale) },
  };
}

/** `+03:00` for Asia/Riyadh on `isoDate`: the zone's offset that day (Intl, no tz database of our own). */
export function utcOffset(timeZone: string, isoDate: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${isoDate}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** The company with one PostalAddress / ContactPoint per branch (contact page). */
export function branchesLd(branches: readonly Branch[], locale: Locale): WithContext<Organization> {
  return {
    ...organizationIdentity(),
    department: branches.map((b) => ({
      '@type': 'Organization',
      '@id': `${organizationId}-${b.id}`,
      name: b.name[locale],
      url: b.website,
      email: b.email,
      address: postalAddress(b, locale),
      contactPoint: b.phones.map((telephone) => ({
        '@type': 'ContactPoint',
        telephone,
        contactType: 'sales',
        areaServed: b.serves,
        availableLanguage: ['en', 'ar'],
      })),
    })),
  };
}
