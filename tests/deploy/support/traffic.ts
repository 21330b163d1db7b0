/**
 * Steady visitors through nginx while something happens to the servers: one reader fetching
 * pages and a hashed asset one after the other, one writer posting an inquiry every few
 * hundred milliseconds. Paced under the nginx limits of deploy/nginx/ascon-http.conf (pages
 * 20/s, API 5/s per client), so every failure is the servers' or nginx's failover's.
 */
import { validInquiry } from '../../../support/lead-posts.ts';
import { idOf, send } from './http.ts';

export interface Outcome {
  kind: 'page' | 'inquiry';
  path: string;
  startedAt: number;
  status: number | string;
  id?: string;
}

export interface Traffic {
  outcomes: Outcome[];
  /** Stops both loops and waits for their last requests. */
  stop(): Promise<Outcome[]>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function postInquiry(base: string, tag: string): Promise<{ status: number | string; id?: string }> {
  try {
    const answer = await send(`${base}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validInquiry, email: `${tag}@example.com` }),
    });
    const id = idOf(answer);
    return { status: answer.status, ...(id ? { id } : {}) };
  } catch (error) {
    return { status: (error as Error).message };
  }
}

export function startTraffic(base: string, pagePaths: string[], tag: string): Traffic {
  const outcomes: Outcome[] = [];
  let running = true;
  const reader = (async () => {
    for (let i = 0; running; i++) {
      const path = pagePaths[i % pagePaths.length]!;
      const startedAt = Date.now();
      let status: number | string;
      try {
        status = (await send(`${base}${path}`)).status;
      } catch (error) {
        status = (error as Error).message;
      }
      outcomes.push({ kind: 'page', path, startedAt, status });
      await pause(60);
    }
  })();
  const writer = (async () => {
    for (let i = 0; running; i++) {
      const startedAt = Date.now();
      const result = await postInquiry(base, `${tag}-${i}`);
      outcomes.push({ kind: 'inquiry', path: '/api/inquiries', startedAt, ...result });
      await pause(300);
    }
  })();
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all([reader, writer]);
      return outcomes;
    },
  };
}

/** Every outcome that is not a success (200 for pages, 201 for inquiries). */
export function failures(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => o.status !== (o.kind === 'page' ? 200 : 201));
}
