// `npm start`: builds the site when dist/ is missing or older than the sources, then serves
// site + API on http://localhost:3000 (PORT/HOST) with the embedded defaults.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src', 'public', 'astro.config.ts', 'package.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const marker = 'dist/_csp.json';
const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../server/main.ts');
