/** Client logos, case studies and certifications render nothing until confirmed and consented (decision 0028). */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import proofFile from '../../src/content/proof.json' with { type: 'json' };
import { ProofSection } from '../../src/components/ui/ProofSection.tsx';
import { proofSchema, type ProofContent } from '../../src/content/schemas/proof.ts';
import { publishableProof } from '../../src/lib/proof.ts';

const render = (proof: ProofContent) =>
  renderToStaticMarkup(createElement(ProofSection, { locale: 'ar', proof: publishableProof(proof, '2026-11-26') }));
const client = (status: 'sample' | 'confirmed', given: boolean) => ({
  id: 'acme',
  status,
  name: { en: 'Acme Trading', ar: 'أكمي للتجارة' },
  consent: { given },
});
const study = {
  id: 'acme-close',
  status: 'confirmed' as const,
  client: 'acme',
  title: { en: 'Closing in three days', ar: 'إقفال الشهر في ثلاثة أيام' },
  summary: { en: 'Month-end close.', ar: 'إقفال نهاية الشهر.' },
  result: {
    metric: { en: 'Days to close', ar: 'أيام الإقفال' },
    before: 9,
    after: 3,
    unit: { en: 'days', ar: 'أيام' },
    measuredOn: '2026-06-30',
    source: 'Client finance report',
  },
};

describe('proof on the site', () => {
  it('today: the file is valid and empty, and the section renders nothing', () => {
    const proof = proofSchema.parse(proofFile);
    expect(render(proof)).toBe('');
  });

  it('a sample or unconsented client, and its case study, render nothing', () => {
    expect(render({ clients: [client('sample', true)], caseStudies: [study], certifications: [] })).toBe('');
    expect(render({ clients: [client('confirmed', false)], caseStudies: [study], certifications: [] })).toBe('');
  });

  it('a confirmed, consented client shows with its measured result; an expired certification does not', () => {
    const html = render({
      clients: [client('confirmed', true)],
      caseStudies: [study],
      certifications: [
        { id: 'iso', status: 'confirmed', name: { en: 'ISO 9001', ar: 'الأيزو 9001' }, issuer: 'TÜV', validUntil: '2020-01-01' },
      ],
    });
    expect(html).toContain('أكمي للتجارة');
    expect(html).toContain('أيام الإقفال: من 9 إلى 3 أيام');
    expect(html).not.toContain('proof-certifications');
  });
});
