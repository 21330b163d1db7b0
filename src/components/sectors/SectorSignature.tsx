import type { SectorContent } from '../../content/schemas/sector.ts';

interface SectorSignatureProps {
  signature: NonNullable<SectorContent['signature']>;
}

/**
 * The one section a sector has and no other (docs/design.md, "Sector signature"): after the
 * flow, or right under the intro in the 'rule' composition, a rule the sector's copy states, drawn as the document it concerns in the product
 * screens' chrome (a navy title bar naming it): as a status bar's stages when its points follow one
 * another (`stages`, an ordered list), as a record's ruled fields when they stand side by side
 * (`record`), one item per point, each led by its mark. A sector whose copy states no rule has none.
 */
export function SectorSignature({ signature }: SectorSignatureProps) {
  const stages = signature.kind === 'stages';
  const Items = stages ? 'ol' : 'ul';
  return (
    <section id="signature" aria-labelledby="signature-heading" className="sector-section sector-signature" data-kind={signature.kind}>
      <h2 id="signature-heading" className="heading-section">
        {signature.heading}
      </h2>
      <div className="signature-window">
        <p className="signature-bar">{signature.document}</p>
        <Items role="list">
          {signature.points.map((point) => (
            <li key={point.mark}>
              <b className={stages ? undefined : 'stamp'}>{point.mark}</b> <span>{point.text}</span>
            </li>
          ))}
        </Items>
      </div>
    </section>
  );
}
