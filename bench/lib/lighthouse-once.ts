/**
 * One Lighthouse 13 run through its Node API, on Debian Chromium started by chrome-launcher with
 * exactly the flags this machine allows (`ignoreDefaultFlags`; the launcher only adds
 * --remote-debugging-port and a fresh temporary --user-data-dir, removed after the run). One
 * fresh browser per run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.ts';
import type { Lhr } from './lhr.ts';

export type Preset = 'mobile' | 'desktop';

export interface Attempt {
  lhr: Lhr | null;
  error?: string;
  durationMs: number;
}

function withTimeout<T>(promise: Promise<T>, msecs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out after ${msecs / 1000} s`)), msecs))),
  ]);
}

/** Mobile is Lighthouse's default config (simulated throttling, 4× CPU); desktop its desktop config. */
async function lighthouseOnce(url: string, preset: Preset): Promise<Attempt> {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    ignoreDefaultFlags: true,
    logLevel: 'silent',
    maxConnectionRetries: 100,
  });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const };
    const result = await withTimeout(
      preset === 'desktop' ? lighthouse(url, flags, desktopConfig) : lighthouse(url, flags),
      240_000,
      `Lighthouse ${preset} ${url}`,
    );
    const lhr = (result?.lhr ?? null) as unknown as Lhr | null;
    if (!lhr) return { lhr: null, error: 'no result', durationMs: Date.now() - started };
    if (lhr.runtimeError) return { lhr, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, durationMs: Date.now() - started };
    return { lhr, durationMs: Date.now() - started };
  } catch (error) {
    return { lhr: null, error: error instanceof Error ? error.message : String(error), durationMs: Date.now() - started };
  } finally {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  }
}

/** Lighthouse failures of its own trace recording, seen now and then on this shared machine. */
const retryableError = /^(NO_NAVSTART|NO_TRACING_STARTED|PROTOCOL_TIMEOUT)\b/;

/** One run, retried once (and the retry reported) when Lighthouse's trace recording failed, not the page. */
export async function runOnce(url: string, preset: Preset, onRetry: (reason: string) => void): Promise<Attempt> {
  const attempt = await lighthouseOnce(url, preset);
  if (!attempt.error || !retryableError.test(attempt.error)) return attempt;
  onRetry(attempt.error.split(':')[0]!);
  return lighthouseOnce(url, preset);
}
