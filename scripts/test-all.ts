// `npm test`: the whole suite, in the order a failure is cheapest to find. Each step's
// output is shown; the first failing step stops the run with its exit code.
import { spawnSync } from 'node:child_process';

const steps: Array<[string, string, string[]]> = [
  ['prerequisites (Chromium, PostgreSQL, CV conversion tools, nginx, openssl, systemd)', 'node', ['scripts/prerequisites.ts']],
  ['content', 'node', ['scripts/validate-content.ts']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['unit and integration', 'vitest', ['run']],
  ['browser end-to-end', 'playwright', ['test']],
];

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
