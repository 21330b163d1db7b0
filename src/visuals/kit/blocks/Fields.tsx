import { Fragment, useContext } from 'react';
import type { Block } from '../types.ts';
import { LayoutContext } from '../layout.ts';
import { printable } from '../printable.tsx';
import { Figure } from '../Figure.tsx';
import { QrCode } from '../QrCode.tsx';

/** A document's header fields (label over value), with its QR Code beside them if it prints one. */
export function Fields({ block }: { block: Extract<Block, { kind: 'fields' }> }) {
  const phone = useContext(LayoutContext) === 'phone';
  return (
    <div className="fields-wrap">
      <dl className="fields">
        {block.items.map(([label, value]) => (
          <div key={label} className="field">
            <dt>{printable(label)}</dt>
            <dd>
              {typeof value === 'string' || !phone ? (
                <Figure value={typeof value === 'string' ? value : value.join(' · ')} />
              ) : (
                value.map((part, i) => (
                  <Fragment key={part}>
                    {i > 0 && <br />}
                    <Figure value={part} />
                  </Fragment>
                ))
              )}
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
