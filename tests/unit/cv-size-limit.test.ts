/**
 * The CV limit has one source, limits.cvMaxBytes: nginx's client_max_body_size
 * (deploy/nginx/ascon-locations.conf) must let through the largest body the app's multipart
 * parser accepts around a CV of exactly that size, so the app, not nginx, answers a too-large
 * CV (localized 413), and must not be raised far past it (nginx would then buffer bodies the
 * app can only refuse).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { multipartLimits } from '../../server/plugins/external/multipart.ts';
import * as z from 'zod/mini';
import { limits, megabytes } from '../../src/forms/limits.ts';
import { applicationFieldMax, applicationSchemaFor } from '../../src/forms/schemas.ts';
import { multipartBody } from '../../support/lead-posts.ts';

const conf = readFileSync(new URL('../../deploy/nginx/ascon-locations.conf', import.meta.url), 'utf8');

function nginxMaxBodyBytes(): number {
  const [, figure, unit] = /^client_max_body_size (\d+)([km]?);/m.exec(conf) ?? [];
  const scale = { k: 1024, m: 1024 * 1024, '': 1 }[unit ?? ''] ?? NaN;
  return Number(figure) * scale;
}

/** As many fields as the parser takes, each with the longest name and value it takes, and the largest CV. */
function largestAcceptedBody(): number {
  const { fields: count, fieldNameSize, fieldSize, fileSize } = multipartLimits;
  const fields = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [String(i).padStart(fieldNameSize, 'f'), 'x'.repeat(fieldSize)]),
  );
  const cv = { name: 'file', filename: `${'n'.repeat(251)}.pdf`, content: Buffer.alloc(fileSize) };
  return multipartBody(fields, [cv], '-'.repeat(70)).payload.length;
}

test('nginx’s client_max_body_size is the CV limit plus the multipart overhead the app accepts', () => {
  const maxBody = nginxMaxBodyBytes();
  expect(maxBody).toBeGreaterThanOrEqual(largestAcceptedBody());
  expect(maxBody - limits.cvMaxBytes).toBeLessThanOrEqual(1024 * 1024);
});

test('the application form’s longest field is applicationFieldMax (the multipart field bound is sized from it)', () => {
  const { properties } = z.toJSONSchema(applicationSchemaFor([]), { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { maxLength?: number }>;
  };
  const longest = Math.max(...Object.values(properties).map((p) => p.maxLength ?? 0));
  expect(applicationFieldMax).toBe(longest);
});

test('megabytes() states the limit as the messages show it', () => {
  expect(megabytes(limits.cvMaxBytes)).toBe(5);
  expect(megabytes(1572864)).toBe(1.5);
});
