/**
 * One request on its own connection (`Connection: close`). The deploy test reloads nginx during
 * releases; its old workers close kept-alive connections once their request is done, and a
 * browser then sends its next request again on a new connection, but Node's fetch reports
 * "other side closed" instead. A connection per request measures the deployment, not that.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false, timeout: options.timeoutMs ?? 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The `id` of a JSON answer, if it has one. */
export function idOf(answer: Answer): string | undefined {
  try {
    return (JSON.parse(answer.body.toString()) as { id?: string }).id;
  } catch {
    return undefined;
  }
}
