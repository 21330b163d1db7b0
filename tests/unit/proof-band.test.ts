// The home proof band (decision 0072): a table only of the entries it is given (the confirmed
// partners), and with none no table and nothing in its place but the text and the ways on.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProofBand, type ProofEntry } from '../../src/components/sections/ProofBand.tsx';

const entry: ProofEntry = { id: 'p1', name: 'Example Partner', city: 'Riyadh', country: 'Saudi Arabia', separator: ', ' };
const band = (entries: ProofEntry[], aside?: string) =>
  renderToStaticMarkup(
    createElement(ProofBand, {
      id: 'partners',
      heading: 'Partners',
      text: 'Certified partners.',
      entries,
      columns: { name: 'Partner', level: 'Level', place: 'City, country' },
      links: [
        { href: '/PartnersFinder', label: 'Find a partner near you' },
        { href: '/PartnersInfo', label: 'Read about the partner program' },
      ],
      testId: 'partner-logos',
      aside: aside && createElement('div', { 'data-testid': 'aside' }, aside),
    }),
  );

describe('the proof band', () => {
  it('lists its entries in a table of three headed columns', () => {
    const html = band([entry]);
    expect(html.match(/<th scope="col">/g)).toHaveLength(3);
    expect(html).toContain('<th scope="row" data-testid="proof-name">Example Partner</th>');
    expect(html).toContain('href="/PartnersInfo"');
  });

  it('with no entry shows no table, only its heading, text and links', () => {
    const html = band([]);
    expect(html).not.toContain('<table');
    expect(html).toContain('id="partners-heading"');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('with no entry puts its aside in the wide column, so the band is never text beside a gap; with entries the table', () => {
    expect(band([], 'The levels')).toContain('<div data-testid="aside">The levels</div>');
    expect(band([], 'The levels')).toContain('lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]');
    expect(band([entry], 'The levels')).not.toContain('data-testid="aside"');
  });
});
