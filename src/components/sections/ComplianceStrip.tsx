import type { AboutContent } from '../../content/schemas/about.ts';
import { Section } from '../ui/Section.tsx';

type Compliance = AboutContent['compliance'];

/**
 * The compliance strip (docs/design.md, section types): what the system does for a company's
 * obligations, country by country, and what its auditor can check, each claim one of
 * docs/content/claims.md's regulatory table. Not a card grid: each country's rows under a heavy
 * navy rule and its name; each row leads with the authority or law set as a stamp (a thin
 * brand rule; no flag, no logo) over the obligation, then what the
 * system does and what the auditor sees. On phones and tablets rows that open, as the feature
 * blocks (styles/feature-blocks.css); from 64 rem shown open in three columns, named once above
 * the rows (decorative: each row names its auditor line for screen readers and on phones).
 */
export function ComplianceStrip({ compliance }: { compliance: Compliance }) {
  const { heading, intro, columns, countries, note } = compliance;
  return (
    <Section id="compliance" heading={heading} intro={intro} tone="alt">
      <div className="compliance" data-testid="compliance">
        <div className="compliance-head" aria-hidden="true">
          <span>{columns.mark}</span>
          <span>{columns.does}</span>
          <span>{columns.auditor}</span>
        </div>
        {countries.map((group) => (
          <div key={group.country} className="compliance-country">
            <h3 className="heading-block font-bold text-brand-900">{group.country}</h3>
            {group.items.map((item) => (
              <details key={`${item.mark}-${item.title}`} className="compliance-row" data-testid="obligation">
                <summary className="feature-block-head">
                  <span className="compliance-name">
                    <span className="stamp">{item.mark}</span>
                    <strong className="font-semibold text-brand-900">{item.title}</strong>
                  </span>
                </summary>
                <div className="compliance-body">
                  <p>{item.does}</p>
                  <p className="compliance-audit">
                    <span className="compliance-audit-label">{columns.auditor}</span>
                    {item.auditor}
                  </p>
                </div>
              </details>
            ))}
          </div>
        ))}
        <p className="compliance-note">{note}</p>
      </div>
    </Section>
  );
}
