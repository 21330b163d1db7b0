// The JSON-LD builders (src/lib/seo.ts) return schema-dts types, so `tsc` (npm run typecheck)
// rejects a property schema.org does not define for a type; the @ts-expect-error lines below
// prove that it does. The runtime checks cover the values search engines read.
import type { JobPosting, Organization, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import { branchesSchema } from '../../src/content/schemas/contact.ts';
import { branchesLd, jobPostingLd, organizationId, organizationLd, utcOffset } from '../../src/lib/seo.ts';
import { site } from '../../src/site.config.ts';

const { branches } = branchesSchema.parse(branchData);
const riyadh = branches.find((b) => b.id === 'saudi-arabia')!;
const usa = branches.find((b) => b.id === 'usa')!;

describe('structured data', () => {
  it('schema.org types reject properties they do not define (checked by tsc)', () => {
    // @ts-expect-error inLanguage is not a property of Organization
    const org: WithContext<Organization> = { '@context': 'https://schema.org', '@type': 'Organization', name: 'x', inLanguage: 'en' };
    // @ts-expect-error inLanguage is not a property of JobPosting
    const job: WithContext<JobPosting> = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'x', inLanguage: 'en' };
    expect([org, job]).toMatchObject([{ '@type': 'Organization' }, { '@type': 'JobPosting' }]);
  });

  it('the Organization has one @id and one url in every language, and a contact point per branch', () => {
    const en = organizationLd('d', branches, 'en');
    const ar = organizationLd('d', branches, 'ar');
    expect(en).toMatchObject({ '@id': organizationId, url: `${site.origin}/` });
    expect(ar).toMatchObject({ '@id': organizationId, url: `${site.origin}/` });
    expect(en).not.toHaveProperty('inLanguage');
    const points = (en as unknown as { contactPoint: Array<{ telephone: string; areaServed: string[] }> }).contactPoint;
    expect(points).toHaveLength(branches.length);
    for (const branch of branches)
      expect(points).toContainEqual(expect.objectContaining({ telephone: branch.phones[0], areaServed: branch.serves }));
  });

  it('addresses: locality is the city alone, region a state (never a country), postal code only where known', () => {
    const ld = branchesLd(branches, 'en') as unknown as { department: Array<{ address: Record<string, string> }> };
    const houston = ld.department[branches.indexOf(usa)]!.address;
    expect(houston).toMatchObject({ addressLocality: 'Houston', addressRegion: 'TX', postalCode: '77042', addressCountry: 'US' });
    const riyadhAddress = ld.department[branches.indexOf(riyadh)]!.address;
    expect(riyadhAddress).not.toHaveProperty('addressRegion');
    const sudan = ld.department[branches.findIndex((b) => b.id === 'sudan')]!.address;
    expect(sudan).not.toHaveProperty('postalCode');
  });

  it('a JobPosting has an identifier, direct apply, its own URL and the branch address', () => {
    const job = jobPostingLd(
      {
        id: 'sales',
        title: 'T',
        description: 'D',
        datePosted: '2026-11-01',
        validThrough: '2027-02-28',
        employmentType: 'FULL_TIME',
        branch: riyadh,
        path: '/careers/sales',
      },
      'ar',
    );
    expect(job).toMatchObject({
      identifier: { '@type': 'PropertyValue', name: site.brand, value: 'sales' },
      directApply: true,
      url: `${site.origin}/ar/careers/sales`,
      validThrough: '2027-02-28T23:59:59+03:00',
      hiringOrganization: { '@id': organizationId },
      jobLocation: { address: { streetAddress: 'طريق الملك فهد، حي العليا', postalCode: '12214', addressCountry: 'SA' } },
    });
    expect(job).not.toHaveProperty('inLanguage');
  });

  it('deadlines carry the branch time zone offset of that date', () => {
    expect(utcOffset('Asia/Riyadh', '2027-02-28')).toBe('+03:00');
    expect(utcOffset('America/Chicago', '2027-01-15')).toBe('-06:00');
    expect(utcOffset('America/Chicago', '2027-07-15')).toBe('-05:00');
    expect(utcOffset('UTC', '2027-07-15')).toBe('+00:00');
  });
});
