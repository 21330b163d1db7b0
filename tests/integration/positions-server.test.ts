/**
 * The server's check of `position` reads the job positions from content (decision 0028): an
 * open position is accepted, a closed or expired one (or an unknown id) is refused with the
 * localized message, and OpenAPI lists the open ones. Through buildApp with fixture positions.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPositions } from '../../src/content/positions.ts';
import { openPositions } from '../../src/forms/open-positions.ts';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };
import { pdfFile, multipartBody, validApplication } from '../../support/lead-posts.ts';
import { buildLeadApp, testConfig } from '../support/lead-app.ts';

const fixtures = readPositions(join(import.meta.dirname, '../fixtures/positions'));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildLeadApp(testConfig(), { positions: fixtures });
});
afterAll(async () => {
  await app?.close();
});

const apply = (position: string, locale: 'en' | 'ar' = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/applications',
    ...multipartBody({ ...validApplication, position, locale }, [
      { name: 'file', filename: 'cv.pdf', content: pdfFile, type: 'application/pdf' },
    ]),
  });

describe('POST /api/applications and the positions in content', () => {
  it('accepts an open position', async () => {
    const res = await apply('fixture-analyst');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a closed, an expired and an unknown position with the message in the visitor language', async () => {
    for (const position of ['fixture-closed', 'fixture-expired', 'no-such-job']) {
      const refusedEn = await apply(position, 'en');
      expect(refusedEn.statusCode, position).toBe(400);
      expect(refusedEn.json().errors, position).toEqual({ position: en.errors.position });
      const refusedAr = await apply(position, 'ar');
      expect(refusedAr.json().errors, position).toEqual({ position: ar.errors.position });
    }
  });

  it('documents the open positions as the values of position in OpenAPI', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    const form = doc.paths['/api/applications'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.position.enum).toEqual(['fixture-analyst']);
  });
});

describe('the server without a positions override', () => {
  it('reads src/content/positions/ at start and takes its open positions', async () => {
    const fromContent = await buildLeadApp(testConfig(), { positions: undefined as never });
    try {
      expect(openPositions(fromContent.content.positions).map((p) => p.id)).toEqual(openPositions(readPositions()).map((p) => p.id));
      expect(fromContent.content.positions.length).toBeGreaterThan(0);
    } finally {
      await fromContent.close();
    }
  });
});
