/**
 * The Debian tools a conversion needs (docs/decisions/0026). Where any is missing the server
 * still takes applications: conversions wait in the outbox until the tools are there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Executable → the Debian package that brings it (bubblewrap is wanted but not required: sandbox.ts falls back). */
const executables: Record<string, string> = {
  prlimit: 'util-linux',
  pdftoppm: 'poppler-utils',
  tesseract: 'tesseract-ocr',
  soffice: 'libreoffice-writer-nogui',
};
const ocrLanguages: Record<string, string> = { ara: 'tesseract-ocr-ara', eng: 'tesseract-ocr-eng' };

/** Every package the conversion needs; scripts/prerequisites.ts and .ci/run install the same list. */
export const disarmPackages = [
  'util-linux',
  'bubblewrap',
  'poppler-utils',
  'tesseract-ocr',
  'tesseract-ocr-ara',
  'tesseract-ocr-eng',
  'libreoffice-writer-nogui',
  'fonts-dejavu-core',
];

const onPath = (name: string) => ['/usr/bin', '/bin', '/usr/local/bin'].some((dir) => existsSync(`${dir}/${name}`));

/** The Debian packages whose tools are missing here (empty when a conversion can run). */
export function missingPackages(): string[] {
  const missing = Object.entries(executables)
    .filter(([name]) => !onPath(name))
    .map(([, pkg]) => pkg);
  if (onPath('tesseract')) {
    const listed = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000, env: {} });
    const langs = new Set(`${listed.stdout}\n${listed.stderr}`.split(/\s+/));
    for (const [lang, pkg] of Object.entries(ocrLanguages)) if (!langs.has(lang)) missing.push(pkg);
  }
  return missing;
}
