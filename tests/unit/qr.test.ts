// The QR encoder behind the e-invoice screens' ZATCA code: each matrix is read back the way a
// scanner does (format bits, unmasking, de-interleaving, Reed–Solomon check, byte segment).
import { describe, expect, it } from 'vitest';
import { blockLayout, dataCodewords, dataOrder, encodeQr, formatBits, masks, reservedModules, rsDivisor, rsRemainder, type QrMatrix } from '../../src/visuals/qr.ts';
import { zatcaQrPayload } from '../../src/visuals/zatca.ts';

function readBack(m: QrMatrix): string {
  const size = m.length;
  const ver = (size - 17) / 4;
  // Format bits, first copy (around the top-left finder).
  const at = (x: number, y: number) => (m[y]![x] ? 1 : 0);
  const positions: Array<[number, number]> = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  const format = positions.reduce((bits, [x, y], i) => bits | (at(x, y) << i), 0);
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((k) => formatBits(k) === format);
  expect(mask, 'format bits are a valid level-M code').toBeDefined();
  const order = dataOrder(size, reservedModules(ver));
  const { numBlocks, eccLen, rawCodewords, numShort, shortLen } = blockLayout(ver);
  const words: number[] = [];
  for (let i = 0; i < rawCodewords; i++) {
    let byte = 0;
    for (let b = 0; b < 8; b++) {
      const [x, y] = order[i * 8 + b]!;
      byte = (byte << 1) | (m[y]![x] !== masks[mask!]!(x, y) ? 1 : 0);
    }
    words.push(byte);
  }
  // De-interleave: data codewords column by column (long blocks have one more), then ECC.
  const blocks: number[][] = Array.from({ length: numBlocks }, () => []);
  let k = 0;
  for (let i = 0; i < shortLen - eccLen + 1; i++) for (let j = 0; j < numBlocks; j++) if (i < shortLen - eccLen || j >= numShort) blocks[j]!.push(words[k++]!);
  const eccs: number[][] = Array.from({ length: numBlocks }, () => []);
  for (let i = 0; i < eccLen; i++) for (let j = 0; j < numBlocks; j++) eccs[j]!.push(words[k++]!);
  blocks.forEach((data, j) => expect(rsRemainder(data, rsDivisor(eccLen)), `block ${j} error correction`).toEqual(eccs[j]));
  const bits = blocks.flat().flatMap((w) => [7, 6, 5, 4, 3, 2, 1, 0].map((s) => (w >>> s) & 1));
  const read = (from: number, len: number) => bits.slice(from, from + len).reduce((v, b) => (v << 1) | b, 0);
  expect(read(0, 4), 'byte mode').toBe(0b0100);
  const countBits = ver <= 9 ? 8 : 16;
  const length = read(4, countBits);
  const bytes = Array.from({ length }, (_, i) => read(4 + countBits + i * 8, 8));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe('QR encoder', () => {
  it('has the data capacities of ISO/IEC 18004 table 7 at level M', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(dataCodewords)).toEqual([16, 28, 44, 64, 86, 108, 124, 154, 182, 216]);
  });

  it.each(['HELLO', 'https://example.com/invoice/INV-2026-004817', 'x'.repeat(150)])('reads back %s', (text) => {
    const matrix = encodeQr(text);
    expect(readBack(matrix)).toBe(text);
    // The three finder patterns: dark 7×7 ring with a dark 3×3 centre.
    const size = matrix.length;
    for (const [x0, y0] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      expect(matrix[y0 + 3]!.slice(x0, x0 + 7)).toEqual([true, false, true, true, true, false, true]);
    }
  });

  it('encodes the ZATCA tag-length-value payload, Arabic seller name included', () => {
    const payload = zatcaQrPayload({ seller: 'شركة المثال التجارية', vatNumber: '300000000000003', timestamp: '2026-11-18T10:42:00Z', total: '9476.00', vat: '1236.00' });
    const tlv = Buffer.from(readBack(encodeQr(payload)), 'base64');
    expect(tlv[0]).toBe(1);
    expect(tlv.subarray(2, 2 + tlv[1]!).toString('utf8')).toBe('شركة المثال التجارية');
    const tags: number[] = [];
    for (let i = 0; i < tlv.length; i += 2 + tlv[i + 1]!) tags.push(tlv[i]!);
    expect(tags).toEqual([1, 2, 3, 4, 5]);
  });
});
