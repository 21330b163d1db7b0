// Rewrites the character map (cmap) of a TrueType font (sfnt). The subset build uses it to draw a
// code point the source font has no glyph for with the glyph of another one (U+2011, the
// non-breaking hyphen, with the hyphen's glyph: Inter's fontsource files have no U+2011;
// decision 0009). Reading is fontkit's (read-font.ts); fontkit and the other maintained font
// libraries on npm write whole fonts anew from what they parsed, not one table into an existing
// font, which would change every committed subset. So this writes one format 4 subtable and
// re-lays out the tables byte for byte, with their checksums.
import { readCmap } from './read-font.ts';

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

function tables(sfnt: Buffer): TableRecord[] {
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    return { tag: sfnt.toString('latin1', at, at + 4), offset: sfnt.readUInt32BE(at + 8), length: sfnt.readUInt32BE(at + 12) };
  });
}

/** A cmap table with one format 4 subtable, referenced as Unicode BMP (0/3) and Windows (3/1). */
function format4Cmap(map: Map<number, number>): Buffer {
  const codes = [...map.keys()].sort((a, b) => a - b);
  if (codes.some((c) => c > 0xfffe)) throw new Error('format 4 holds the Basic Multilingual Plane only');
  // Runs of consecutive code points whose glyph ids are consecutive too: one segment each.
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const c of codes) {
    const glyph = map.get(c) ?? 0;
    const last = segments.at(-1);
    if (last && c === last.end + 1 && ((c + last.delta) & 0xffff) === glyph) last.end = c;
    else segments.push({ start: c, end: c, delta: (glyph - c + 0x10000) & 0xffff });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segCount = segments.length;
  const searchRange = 2 * 2 ** Math.floor(Math.log2(segCount));
  const length = 16 + segCount * 8;
  const sub = Buffer.alloc(length);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(length, 2);
  sub.writeUInt16BE(segCount * 2, 6);
  sub.writeUInt16BE(searchRange, 8);
  sub.writeUInt16BE(Math.log2(searchRange / 2), 10);
  sub.writeUInt16BE(segCount * 2 - searchRange, 12);
  segments.forEach((s, i) => {
    sub.writeUInt16BE(s.end, 14 + i * 2);
    sub.writeUInt16BE(s.start, 16 + segCount * 2 + i * 2);
    sub.writeUInt16BE(s.delta, 16 + segCount * 4 + i * 2);
    // idRangeOffset stays 0: every segment maps through its delta.
  });
  const encodings = [
    { platform: 0, encoding: 3 },
    { platform: 3, encoding: 1 },
  ];
  const header = Buffer.alloc(4 + encodings.length * 8);
  header.writeUInt16BE(encodings.length, 2);
  encodings.forEach(({ platform, encoding }, i) => {
    header.writeUInt16BE(platform, 4 + i * 8);
    header.writeUInt16BE(encoding, 6 + i * 8);
    header.writeUInt32BE(header.length, 8 + i * 8);
  });
  return Buffer.concat([header, sub]);
}

/** The zero bytes that bring a table (or the font) to a 4-byte boundary. */
const padTo4 = (data: Buffer) => Buffer.alloc((4 - (data.length % 4)) % 4);

/** The sfnt checksum: the sum of big-endian 32-bit words, zero-padded. A whole font sums to 0xB1B0AFBA. */
export function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, padTo4(data)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The font with its cmap replaced by `map`; tables re-laid out, checksums and head.checkSumAdjustment recomputed. */
export function withCmap(sfnt: Buffer, map: Map<number, number>): Buffer {
  // The table directory is sorted by tag in byte order ('OS/2' before 'cmap'), not by locale.
  const records = tables(sfnt).sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const data = new Map<string, Buffer>(records.map((r) => [r.tag, Buffer.from(sfnt.subarray(r.offset, r.offset + r.length))]));
  data.set('cmap', format4Cmap(map));
  const head = data.get('head');
  if (!head) throw new Error("the font has no 'head' table");
  head.writeUInt32BE(0, 8); // checkSumAdjustment is computed over the font with this field at 0
  const directory = Buffer.alloc(12 + records.length * 16);
  sfnt.copy(directory, 0, 0, 12);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  records.forEach((r, i) => {
    const body = data.get(r.tag) ?? Buffer.alloc(0);
    const at = 12 + i * 16;
    directory.write(r.tag, at, 'latin1');
    directory.writeUInt32BE(checksum(body), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(body.length, at + 12);
    const padding = padTo4(body);
    bodies.push(body, padding);
    offset += body.length + padding.length;
  });
  const font = Buffer.concat([directory, ...bodies]);
  const headOffset = directory.readUInt32BE(12 + records.findIndex((r) => r.tag === 'head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** Adds `alias → glyph of target` for each pair; the target must have a glyph. */
export function withAliases(sfnt: Buffer, aliases: Readonly<Record<number, number>>): Buffer {
  const map = readCmap(sfnt);
  for (const [alias, target] of Object.entries(aliases)) {
    const glyph = map.get(target);
    if (glyph === undefined)
      throw new Error(`U+${target.toString(16).toUpperCase()} has no glyph to lend to U+${Number(alias).toString(16).toUpperCase()}`);
    map.set(Number(alias), glyph);
  }
  return withCmap(sfnt, map);
}
