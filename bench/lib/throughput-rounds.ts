/**
 * The throughput measurements of one bench: in each round, each static page from our server
 * with Accept-Encoding br (what a browser gets) and gzip, and from nginx with gzip (the same
 * .gz file: like for like; Debian's nginx has no brotli module). Who goes first alternates by
 * round, so warming of the machine does not favour one side; medians are taken over the rounds.
 */
import { loadavg } from 'node:os';
import type { Nginx } from './nginx.ts';
import { measureLoad, type LoadOptions, type LoadResult } from './throughput.ts';
import { median } from './util.ts';

export const staticTargets = [
  ['static page', '/aboutus'],
  ['Arabic page', '/ar/aboutus'],
] as const;

export const findResult = (list: LoadResult[], server: string, path: string, enc: string) =>
  list.find((r) => r.server === server && r.path === path && r.acceptEncoding === enc);

const say = (r: LoadResult) =>
  console.log(
    `  ${r.server.padEnd(5)} ${r.name.padEnd(15)} ${r.path.padEnd(18)} ${r.acceptEncoding.padEnd(4)} → ${r.status} ${r.contentEncoding ?? 'identity'} ${r.bodyBytes} B: ` +
      `${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${r.errors + r.timeouts ? `, ${r.errors} errors ${r.timeouts} timeouts` : ''}` +
      `${Object.keys(r.statusCodes).length > 1 ? ` ${JSON.stringify(r.statusCodes)}` : ''}`,
  );

async function measureRound(round: number, ourOrigin: string, nginx: Nginx | null, o: LoadOptions): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [name, path] of staticTargets) {
    for (const enc of ['br', 'gzip']) {
      const order: Array<'ours' | 'nginx'> = round % 2 === 1 ? ['ours', 'nginx'] : ['nginx', 'ours'];
      for (const who of order) {
        if (who === 'nginx' && (!nginx || enc !== 'gzip')) continue;
        const r = await measureLoad(who, name, who === 'ours' ? ourOrigin : nginx!.origin, path, enc, o);
        results.push(r);
        say(r);
      }
    }
  }
  return results;
}

export async function measureRounds(rounds: number, ourOrigin: string, nginx: Nginx | null, o: LoadOptions): Promise<LoadResult[][]> {
  const all: LoadResult[][] = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1)
      console.log(
        `  round ${round}/${rounds}, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    all.push(await measureRound(round, ourOrigin, nginx, o));
  }
  return all;
}

/** Each measurement's median over the rounds (matched by server, path and encoding: the order alternates). */
export function medianOverRounds(all: LoadResult[][]): LoadResult[] {
  return all[0]!.map((first) => {
    const same = all.map((round) => findResult(round, first.server, first.path, first.acceptEncoding)!);
    const sum = (pick: (r: LoadResult) => number) => same.reduce((n, r) => n + pick(r), 0);
    return {
      ...first,
      rps: Math.round(median(same.map((r) => r.rps)) ?? 0),
      p50Ms: median(same.map((r) => r.p50Ms)) ?? 0,
      p99Ms: median(same.map((r) => r.p99Ms)) ?? 0,
      maxMs: Math.max(...same.map((r) => r.maxMs)),
      requests: sum((r) => r.requests),
      errors: sum((r) => r.errors),
      timeouts: sum((r) => r.timeouts),
      statusCodes: same.reduce<Record<string, number>>((acc, r) => {
        for (const [code, n] of Object.entries(r.statusCodes)) acc[code] = (acc[code] ?? 0) + n;
        return acc;
      }, {}),
    };
  });
}
