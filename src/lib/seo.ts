import { localeInfo, locales, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { site } from '../site.config.ts';

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

export function organizationLd(locale: Locale, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.brand,
    url: absoluteUrl(localizePath('/', locale)),
    logo: absoluteUrl(site.logoPath),
    description,
    foundingDate: String(site.foundingYear),
    email: site.email,
    sameAs: site.social.map((s) => s.href),
    contactPoint: site.headOfficePhones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'sales',
      areaServed: ['SA', 'EG', 'SD', 'TR', 'US'],
      availableLanguage: ['en', 'ar'],
    })),
    inLanguage: localeInfo[locale].intlTag.split('-u-')[0],
  };
}

export function breadcrumbLd(items: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

/** Serialises JSON-LD so that no `</script>` inside a string can end the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface JobPostingInput {
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  city: string;
  region: string;
  countryCode: string;
  url: string;
}

/** schema.org JobPosting with Google's required fields, in the page's language. */
export function jobPostingLd(job: JobPostingInput, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+03:00`,
    employmentType: job.employmentType,
    inLanguage: locale,
    url: job.url,
    hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: site.origin, logo: absoluteUrl(site.logoPath) },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.city, addressRegion: job.region, addressCountry: job.countryCode } },
  };
}

interface BranchInput {
  name: string;
  street: string;
  city: string;
  postalCode?: string | undefined;
  countryCode: string;
  phones: string[];
  email: string;
  website: string;
}

/** The company with one PostalAddress / ContactPoint per branch. */
export function branchesLd(branches: BranchInput[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.brand,
    url: absoluteUrl(localizePath('/', locale)),
    department: branches.map((b) => ({
      '@type': 'Organization',
      name: b.name,
      url: b.website,
      email: b.email,
      address: { '@type': 'PostalAddress', streetAddress: b.street, addressLocality: b.city, ...(b.postalCode ? { postalCode: b.postalCode } : {}), addressCountry: b.countryCode },
      contactPoint: b.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'sales', availableLanguage: ['en', 'ar'] })),
    })),
  };
}
