/**
 * `npm run emails`: renders every e-mail template in both languages to files a person can open
 * in a browser, var/email-preview/<template>.<locale>.html and .txt (the plain-text part).
 * The logo is embedded as a data: URL (in a real mail it is an inline part, cid:…). For the
 * staff notifications the locale is the visitor's: the mail itself is in English.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { logoDataUrl, renderEmail } from '../server/mail/templates/render.ts';
import { previewNames, sampleSnapshot } from '../server/mail/templates/samples.ts';
import { checkoutContent } from '../server/content/published-content.ts';

const out = resolve(import.meta.dirname, '..', process.argv[2] ?? 'var/email-preview');
mkdirSync(out, { recursive: true });
for (const name of previewNames) {
  for (const locale of locales) {
    const { html, text } = await renderEmail(sampleSnapshot(name, locale), { logoSrc: logoDataUrl(), content: checkoutContent() });
    writeFileSync(join(out, `${name}.${locale}.html`), html);
    writeFileSync(join(out, `${name}.${locale}.txt`), `${text}\n`);
    console.log(`${name}.${locale}.html / .txt`);
  }
}
console.log(`written to ${out}`);
