import sharp from 'sharp';
const [src, out, top, height] = process.argv.slice(2);
const meta = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: +top, width: meta.width, height: Math.min(+height, meta.height - top) }).toFile(out);
console.log(meta.width, meta.height);
