import type { SectorContent } from '../../content/schemas/sector.ts';

/**
 * The sector's document flow beside the mid-page screen (SectorPage.tsx): four or five numbered
 * steps, each a label and a short line. From 64 rem in the screen's start column under its
 * caption; on phones, where the screen is hidden, a compact row of the labels alone
 * (styles/showcase.css). The numbers and arrows are CSS, mirrored in Arabic by logical properties.
 */
export function SectorFlow({ flow }: { flow: SectorContent['flow'] }) {
  return (
    <div className="sector-flow">
      <h2 className="heading-card">{flow.heading}</h2>
      <ol>
        {flow.steps.map((step) => (
          <li key={step.label}>
            <b>{step.label}</b>
            {step.text && <span>{step.text}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
