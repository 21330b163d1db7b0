import type { SectorContent } from '../../content/schemas/sector.ts';

/**
 * The sector's document flow, a section of its own after the mid-page screen or, in the 'flow'
 * composition, right under the intro, there a heavier timeline from 64 rem (SectorPage.tsx):
 * four or five numbered steps, each a label and a short line. From 64 rem a strip, the steps side
 * by side; below it a compact vertical rail, one step a row, its line under its label
 * (styles/sector-flow.css). The numbers are CSS counters, at the reading start in both languages.
 */
export function SectorFlow({ flow }: { flow: SectorContent['flow'] }) {
  return (
    <section aria-labelledby="flow-heading" className="sector-section sector-flow">
      <h2 id="flow-heading" className="heading-section">
        {flow.heading}
      </h2>
      <ol>
        {flow.steps.map((step) => (
          <li key={step.label}>
            <b>{step.label}</b>
            {step.text && <span>{step.text}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
