// `npm test`: the whole suite, in the order a failure is cheapest to find. The first failing
// stage stops the run with its exit code.
//
// Lint and types each keep one core busy for 20–35 s and neither writes what the other reads
// (astro check writes .astro/, which lint ignores), so they run side by side on the machine's
// two cores, their output buffered and shown whole. The build writes .astro/ too, so it waits.
import { spawn } from 'node:child_process';

type Step = { name: string; command: string; args: string[] };
const step = (name: string, command: string, ...args: string[]): Step => ({ name, command, args });

const stages: Step[][] = [
  [step('prerequisites (Chromium, PostgreSQL, CV conversion tools, nginx, openssl, systemd)', 'node', 'scripts/prerequisites.ts')],
  [step('content', 'node', 'scripts/validate-content.ts')],
  [step('lint', 'npm', 'run', '--silent', 'lint'), step('types', 'npm', 'run', '--silent', 'typecheck')],
  [step('build', 'npm', 'run', '--silent', 'build')],
  [step('unit and integration', 'vitest', 'run')],
  [step('browser end-to-end', 'playwright', 'test')],
];

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

/** Runs one step; alone it writes straight to the terminal, beside others it buffers its output. */
function run({ name, command, args }: Step, alone: boolean): Promise<number> {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`\n✖ ${name} failed (exit ${code ?? signal}) after ${seconds}s`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  if (stage.length > 1) console.log(`\n▶ side by side: ${stage.map((s) => s.name).join(', ')}`);
  const codes = await Promise.all(stage.map((s) => run(s, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log('\nAll checks passed.');
