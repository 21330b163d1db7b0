/**
 * Runs scripts/build-release.ts as a child process in the source tree (decision 0037): the
 * build's memory and CPU stay out of the serving process, and a newer save can stop a build
 * that has become stale (the signal).
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';

export interface BuildResult {
  ok: boolean;
  /** The build's output, one line each; on failure the problems it named. */
  lines: string[];
  aborted: boolean;
}

const kept = 200;
const buildNiceness = 10;

export function runBuild(sourceDir: string, outDir: string, cacheDir: string, signal: AbortSignal): Promise<BuildResult> {
  return new Promise((resolve) => {
    const lines: string[] = [];
    const child = spawn(process.execPath, [join(sourceDir, 'scripts/build-release.ts'), outDir, cacheDir], {
      cwd: sourceDir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', KEYSTATIC: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    // Below the server's priority: on a busy machine the visitors' requests come first.
    if (child.pid !== undefined) setPriority(child.pid, buildNiceness);
    let rest = '';
    const collect = (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      // eslint-disable-next-line no-control-regex -- Astro colours its log lines
      lines.push(...parts.map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd()).filter(Boolean));
      if (lines.length > kept) lines.splice(0, lines.length - kept);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => {
      if (!signal.aborted) lines.push(error.message);
    });
    child.on('close', (code) => {
      if (rest) lines.push(rest);
      resolve({ ok: code === 0 && !signal.aborted, lines, aborted: signal.aborted });
    });
  });
}
