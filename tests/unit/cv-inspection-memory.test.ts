/**
 * What a parser bomb can do to the server (attack review 2026-11-26, decision 0024): a CV
 * built to exhaust the parser's heap ends its inspection process, not the server, and the
 * server's own memory never carries a parse.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { closeCvInspection, inspectCv } from '../../server/leads/cv-inspection/index.ts';
import { createInspectionPool } from '../../server/leads/cv-inspection/pool.ts';
import { tempDir } from '../support/temp-dirs.ts';

const fiveMb = 5 * 1024 * 1024 - 2048;
const limits = { maxUncompressedBytes: 50 * 1024 * 1024 };
const damaged = { ok: false, reason: 'damaged' };
let dir = '';

beforeAll(() => {
  dir = tempDir('cv-memory-');
});
afterAll(async () => {
  await closeCvInspection();
});

/** A one-page PDF whose body is `fill` repeated to ~5 MB, behind `head` (in latin1). */
async function pdfOf(name: string, head: string, fill: (n: number) => string): Promise<string> {
  const parts = ['%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n', head];
  let length = parts.join('').length;
  for (let n = 4; length < fiveMb; n++) {
    const piece = fill(n);
    parts.push(piece);
    length += piece.length;
  }
  const body = parts.join('') + (head ? '] endobj\n' : '');
  const path = join(dir, `${name}.pdf`);
  await writeFile(path, `${body}trailer << /Root 1 0 R /Size 5 >>\nstartxref\n${body.length}\n%%EOF\n`, 'latin1');
  return path;
}

/** ~400,000 tiny indirect objects: a valid PDF that takes pdf-lib ~200 MB of heap. */
const objectBomb = () => pdfOf('objects', '', (n) => `${n} 0 obj <</A 1>> endobj\n`);

/** Sampled RSS of this process (the server's, in production) while `work` runs. */
async function rssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    return { result, growthMb: (peak - before) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

test('a parse that exhausts its heap ends only its own process: damaged, and the same pool answers afterwards', async () => {
  const bomb = await objectBomb();
  const honest = join(dir, 'honest.pdf');
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  await writeFile(honest, await document.save());
  // With the server's bound (256 MB) the file parses: the 'damaged' below is the heap running out.
  expect(await inspectCv(bomb)).toEqual({ ok: true, type: 'pdf' });
  const small = createInspectionPool({ size: 1, maxQueue: 2, maxHeapMb: 32 });
  try {
    expect(await small.inspect(bomb, limits, 60_000)).toEqual(damaged);
    expect(await small.inspect(honest, limits, 60_000)).toEqual({ ok: true, type: 'pdf' });
  } finally {
    await small.close();
  }
}, 120_000);

test('the server’s memory does not carry a parse: 5 MB of PDF objects leave its RSS within 64 MB', async () => {
  const files = [await objectBomb(), await pdfOf('dictionaries', '4 0 obj [', () => '<<>>')];
  // Started beforehand: loading the inspector's code is a one-off, not what is measured.
  await inspectCv(files[0] as string);
  const { result, growthMb } = await rssGrowth(() => Promise.all(files.map((path) => inspectCv(path))));
  expect(result).toEqual([{ ok: true, type: 'pdf' }, damaged]);
  expect(growthMb).toBeLessThan(64);
}, 120_000);
