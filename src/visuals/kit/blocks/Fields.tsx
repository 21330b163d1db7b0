import type { Block } from '../types.ts';
import { printable } from '../printable.tsx';
import { Figure } from '../Figure.tsx';
import { QrCode } from '../QrCode.tsx';

/** A document's header fields (label over value), with its QR Code beside them if it prints one. */
export function Fields({ block }: { block: Extract<Block, { kind: 'fields' }> }) {
  return (
    <div className="fields-wrap">
      <dl className="fields">
        {block.items.map(([label, value]) => (
          <div key={label} className="field">
            <dt>{printable(label)}</dt>
            <dd>
              <Figure value={value} />
            </dd>
          </div>
        ))}
      </dl>
      {block.qr && (
        <figure className="qr">
          <QrCode data={block.qr} />
          {block.qrLabel && <figcaption>{block.qrLabel}</figcaption>}
        </figure>
      )}
    </div>
  );
}
