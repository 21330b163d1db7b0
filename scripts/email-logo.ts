/**
 * `node scripts/email-logo.ts`: rasterises the site's logo (src/assets/logo/ascon-dark.svg) to
 * the PNG the e-mails embed (server/mail/templates/logo.png). Mail clients do not show SVG
 * (Gmail, Outlook), so the e-mails carry a PNG, attached inline (CID), never a remote URL.
 * Run it again when the logo changes; the PNG is committed so the server needs no sharp.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { logoSize } from '../server/mail/templates/tokens.ts';

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(resolve(root, 'src/assets/logo/ascon-dark.svg'));
// Three device pixels per CSS pixel: sharp on high-density screens.
const scale = 3;
await sharp(svg, { density: 72 * scale })
  .resize(logoSize.width * scale, logoSize.height * scale)
  .png({ compressionLevel: 9, palette: true })
  .toFile(resolve(root, 'server/mail/templates/logo.png'));
console.log('server/mail/templates/logo.png written');
