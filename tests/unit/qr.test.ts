// The e-invoice screens' ZATCA QR: the matrix the screens draw is read back by a real QR
// scanner (jsQR) and gives the tag-length-value payload, Arabic seller name included.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrModules } from '../../src/visuals/kit/QrCode.tsx';
import { zatcaQrPayload } from '../../src/visuals/zatca.ts';

/** The matrix as RGBA pixels, 4 px a module, with the 4-module quiet zone the SVG draws. */
function scan(matrix: boolean[][]): string | undefined {
  const scale = 4;
  const side = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          pixels.set([0, 0, 0, 255], i);
        }
    }),
  );
  return jsQR(pixels, side, side)?.data;
}

describe('ZATCA QR', () => {
  it.each(['https://example.com/invoice/INV-2026-004817', 'x'.repeat(150)])('reads back %s', (text) => {
    expect(scan(qrModules(text))).toBe(text);
  });

  it('reads back the tag-length-value payload with an Arabic seller name', () => {
    const payload = zatcaQrPayload({
      seller: 'شركة الأفق للتجارة',
      vatNumber: '300000000000003',
      timestamp: '2026-11-20T10:15:00Z',
      total: '1150.00',
      vat: '150.00',
    });
    const read = scan(qrModules(payload));
    expect(read).toBe(payload);
    const bytes = Buffer.from(read!, 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes.subarray(2, 2 + bytes[1]!).toString('utf8')).toBe('شركة الأفق للتجارة');
  });
});
