// The OpenAPI document is written by hand (decision 0069): this holds it to the routes the
// /api scope really registers, both ways, so a route cannot be added or removed undocumented.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildLeadApp, testConfig } from '../support/lead-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildLeadApp(testConfig());
});
afterAll(async () => {
  await app?.close();
});

/** `METHOD /path/{param}` for every /api route (HEAD is Fastify's automatic twin of GET), the document's own route aside. */
function registeredApiRoutes(): string[] {
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/api\/\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match || match[1] === '/api/openapi.json') continue;
    const path = match[1]!.replace(/:(\w+)/g, '{$1}');
    for (const method of match[2]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

it('documents every /api route and only those', async () => {
  const doc = (await app.inject('/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  const documented = Object.entries(doc.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  const registered = registeredApiRoutes();
  expect(registered.length).toBeGreaterThanOrEqual(4);
  expect(documented).toEqual(registered);
});
