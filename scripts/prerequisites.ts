// Makes sure the machine has what the test suite runs against: Debian's Chromium, the
// PostgreSQL server binaries, the CV conversion tools (poppler, Tesseract with Arabic and
// English, LibreOffice Writer, bubblewrap, prlimit; docs/decisions/0026) with qpdf, which the
// tests read rebuilt CVs with, and for the production-deployment tests (tests/deploy/, decision
// 0027) nginx, openssl (a throwaway TLS certificate) and systemd (`systemd-analyze verify` of
// the unit; in a container it is only a package, no init). As root with apt it installs them;
// otherwise it fails loudly with the command that fixes it. Nothing is ever skipped silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { disarmPackages, missingPackages } from '../server/leads/cv-disarm/tools.ts';

const needs = [
  { name: 'Chromium', package: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  {
    name: 'PostgreSQL server',
    package: 'postgresql',
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)),
  },
  { name: 'nginx', package: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  { name: 'openssl', package: 'openssl', present: () => existsSync('/usr/bin/openssl') },
  { name: 'systemd-analyze', package: 'systemd', present: () => existsSync('/usr/bin/systemd-analyze') },
  // The whole list each time one is missing: apt-get skips what is installed.
  {
    name: 'CV conversion tools',
    package: disarmPackages.join(' '),
    present: () => missingPackages().length === 0 && existsSync('/usr/bin/bwrap'),
  },
  { name: 'qpdf (the tests audit rebuilt CVs with it)', package: 'qpdf', present: () => existsSync('/usr/bin/qpdf') },
];

const missing = needs.filter((n) => !n.present());
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((m) => m.package.split(' '));
const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Missing: ${missing.map((m) => m.name).join(', ')}.\nInstall them, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Installing ${packages.join(', ')} from Debian's packages…`);
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
const still = needs.filter((n) => !n.present());
if (still.length) {
  console.error(`Still missing after apt-get install: ${still.map((m) => m.name).join(', ')}`);
  process.exit(1);
}
