/** The logo PNG (scripts/email-logo.ts makes it from the site's SVG), attached inline by Content-ID. */
import { readFileSync } from 'node:fs';

export const logoCid = 'logo@ascon-erp.com';
let bytes: Buffer | undefined;

export function logoPng(): Buffer {
  bytes ??= readFileSync(new URL('./logo.png', import.meta.url));
  return bytes;
}

/** For a file opened in a browser (the preview), where no Content-ID resolves. */
export function logoDataUrl(): string {
  return `data:image/png;base64,${logoPng().toString('base64')}`;
}
