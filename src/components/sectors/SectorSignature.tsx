import type { SectorContent } from '../../content/schemas/sector.ts';

interface SectorSignatureProps {
  signature: NonNullable<SectorContent['signature']>;
}

/**
 * The one section a sector has and no other (docs/design.md, "Sector signature"): after the
 * mid-page screen, a rule the sector's copy states, in two or three points each led by its mark
 * (the platform, the document, the step). A sector whose copy states no rule has none.
 */
export function SectorSignature({ signature }: SectorSignatureProps) {
  return (
    <section id="signature" aria-labelledby="signature-heading" className="sector-section sector-signature">
      <div>
        <h2 id="signature-heading" className="heading-section">
          {signature.heading}
        </h2>
      </div>
      <ul role="list">
        {signature.points.map((point) => (
          <li key={point.mark}>
            <b>{point.mark}</b> {point.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
