// Generates public/favicon.ico (16, 32 and 48 px) and public/apple-touch-icon.png (180 px) from
// the logo mark, public/favicon.svg. Browsers and link previews request both paths whatever
// the page's <link> says. Run `node scripts/icons.ts` after changing the mark; the outputs are
// committed. Same input, same bytes: PNG metadata is stripped and compression fixed.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const root = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', root));

function png(size: number, background?: string): Promise<Buffer> {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
await writeFile(new URL('favicon.ico', root), ico(images));
// iOS fills transparency with black: the touch icon gets the mark's own blue behind its rounded corners.
await writeFile(new URL('apple-touch-icon.png', root), await png(180, '#1a4a7f'));
console.log('public/favicon.ico (16, 32, 48 px), public/apple-touch-icon.png (180 px)');
