/**
 * What nginx needs from a release to serve it while no app instance answers (decision 0082):
 * the security headers the app sends with a page, with the build's whole set of inline-code
 * hashes from dist/_csp.json (the app gives each page its own subset; nginx cannot tell pages
 * apart by their hashes), and the head office's e-mail and main phone line for the page that
 * answers a form post. deploy/release.sh writes the output into the release folder as
 * `release.nginx.conf`; deploy/nginx/ascon-locations.conf includes it from `current`, so it
 * changes with the release at nginx's next reload (release.sh reloads nginx after the switch).
 *
 * Usage: node scripts/nginx-release.ts <distDir>   (prints the file)
 */
import { resolve } from 'node:path';
import { buildSecurityHeaders } from '../server/plugins/security-headers.ts';
import { readCspHashes } from '../server/site/csp.ts';
import { headOffice, site } from '../src/site.config.ts';

/** A double-quoted nginx string; `$` would start a variable and `\`/`"` end or escape the string. */
function quoted(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`not writable as an nginx string: ${value}`);
  return `"${value}"`;
}

export async function nginxReleaseConf(distDir: string): Promise<string> {
  const csp = await readCspHashes(distDir);
  if (!csp.found) throw new Error(`no _csp.json in ${distDir}: run the build first`);
  // HSTS on: nginx serves these pages from the TLS server block (ascon-site.conf), like the app with HSTS=true.
  const headers = buildSecurityHeaders(csp, { hsts: true });
  return [
    '# Written by deploy/release.sh (scripts/nginx-release.ts) from this release; included by',
    '# deploy/nginx/ascon-locations.conf where nginx answers itself. Do not edit: the next release rewrites it.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    `set $ascon_contact_email ${quoted(site.email)};`,
    `set $ascon_contact_phone ${quoted(headOffice.phones[0] ?? '')};`,
    '',
  ].join('\n');
}

if (import.meta.main) {
  const distDir = process.argv[2];
  if (!distDir) throw new Error('usage: node scripts/nginx-release.ts <distDir>');
  process.stdout.write(await nginxReleaseConf(resolve(distDir)));
}
