/**
 * Runs one conversion tool on a hostile file, bounded by what V8 flags cannot bound
 * (docs/decisions/0026): address space (RLIMIT_AS), CPU seconds (RLIMIT_CPU), file size
 * (RLIMIT_FSIZE) and no core dumps, set by util-linux's `prlimit`; no network, no view of the
 * host's files except read-only system folders, and a private writable folder, by bubblewrap;
 * an empty environment; a wall-clock limit that kills the whole process group.
 *
 * Where bubblewrap cannot create namespaces (some containers), `unshare --net` still takes the
 * network away; where neither works, only the resource limits hold. isolation() says which is
 * active, and the server logs it at start.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type Isolation = 'bubblewrap' | 'unshare' | 'limits-only';

export interface SandboxLimits {
  /** Address space of each process, in MiB. */
  memoryMb: number;
  /** Wall-clock limit; the process group is killed when it passes. */
  timeoutMs: number;
  /** Largest file a process may write, in MiB. */
  fileMb: number;
}

export interface SandboxRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The last bytes the tool wrote to stderr (for the log; never shown to a visitor). */
  stderr: string;
  /** What prlimit started around the tool: `bwrap`, `unshare`, or `none` (the tool itself). */
  wrapper: string;
}

/** Read-only system folders a converter needs (fonts, LibreOffice's registry, locale data). */
const readOnlyDirs = ['/usr', '/etc/fonts', '/etc/libreoffice', '/etc/alternatives', '/etc/ld.so.cache', '/etc/localtime'];
const libLinks: [string, string][] = [
  ['usr/lib', '/lib'],
  ['usr/lib64', '/lib64'],
  ['usr/bin', '/bin'],
  ['usr/sbin', '/sbin'],
];
/** Where the private folder is seen inside the sandbox. */
const sandboxWorkDir = '/work';
const sandboxPath = '/usr/bin:/bin';

function bubblewrapArgs(dir: string): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--clearenv'];
  for (const path of readOnlyDirs) if (existsSync(path)) args.push('--ro-bind', path, path);
  for (const [target, link] of libLinks) if (existsSync(link)) args.push('--symlink', target, link);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--bind', dir, sandboxWorkDir, '--chdir', sandboxWorkDir);
  args.push(
    '--setenv',
    'HOME',
    sandboxWorkDir,
    '--setenv',
    'PATH',
    sandboxPath,
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--setenv',
    'OMP_THREAD_LIMIT',
    '1',
  );
  return args;
}

function limitArgs(limits: SandboxLimits): string[] {
  const cpuSeconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
  return [`--as=${limits.memoryMb * 1024 * 1024}`, `--cpu=${cpuSeconds}`, `--fsize=${limits.fileMb * 1024 * 1024}`, '--core=0'];
}

/** Tries each isolation with a trivial command, strongest first. */
function probe(): Isolation {
  const ok = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore', timeout: 10_000, env: {} }).status === 0;
  if (ok('bwrap', [...bubblewrapArgs('/tmp'), '/bin/true'])) return 'bubblewrap';
  if (ok('unshare', ['--net', '--map-root-user', '--', '/bin/true'])) return 'unshare';
  return 'limits-only';
}

let detected: Isolation | undefined;
/** The isolation this machine allows, probed once. */
export function isolation(): Isolation {
  detected ??= probe();
  return detected;
}

/**
 * The full command line: prlimit, then the isolation, then the tool (paths as seen inside).
 * The isolation is the caller's, so the one the policy judged is the one that runs.
 */
function sandboxCommand(dir: string, limits: SandboxLimits, tool: string[], isolation: Isolation) {
  const wrapped =
    isolation === 'bubblewrap'
      ? ['bwrap', ...bubblewrapArgs(dir), ...tool]
      : isolation === 'unshare'
        ? ['unshare', '--net', '--map-root-user', '--', ...tool]
        : tool;
  const wrapper = wrapped[0] === tool[0] ? 'none' : (wrapped[0] ?? 'none');
  return { command: 'prlimit', args: [...limitArgs(limits), '--', ...wrapped], cwd: dir, wrapper };
}

/** The path of `dir/<name>` as the tool sees it: `/work/<name>` inside bubblewrap. */
export function insidePath(dir: string, name: string, isolation: Isolation): string {
  return isolation === 'bubblewrap' ? `${sandboxWorkDir}/${name}` : `${dir}/${name}`;
}

const stderrKeep = 2000;

/**
 * Runs the tool and resolves with how it ended; never rejects for the tool's own failure.
 * `signal` ends it early (the server is stopping): the caller sees `signal.aborted`.
 */
export function runSandboxed(
  dir: string,
  limits: SandboxLimits,
  tool: string[],
  isolation: Isolation,
  signal?: AbortSignal,
): Promise<SandboxRun> {
  const { command, args, cwd, wrapper } = sandboxCommand(dir, limits, tool, isolation);
  return new Promise((resolve) => {
    // detached: its own process group, so a timeout kills every process the tool started.
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { HOME: dir, PATH: sandboxPath, LANG: 'C.UTF-8', OMP_THREAD_LIMIT: '1' },
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-stderrKeep);
    });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, limits.timeoutMs);
    signal?.addEventListener('abort', killGroup, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', killGroup);
    };
    child.on('error', (error) => {
      done();
      resolve({ code: null, signal: null, timedOut: false, stderr: `${error.message}`, wrapper });
    });
    child.on('exit', (code, exitSignal) => {
      done();
      // A tool may leave helpers behind holding its stderr: end the group in every case.
      killGroup();
      resolve({ code, signal: exitSignal, timedOut, stderr, wrapper });
    });
  });
}
