/** The positions' rule (open/closed/expired) and the build's messages for a broken position file (decision 0028). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { positionsDir } from '../../src/content/positions.ts';
import { positionProblems } from '../../src/content/validate-positions.ts';
import { isOpen, openPositions } from '../../src/forms/open-positions.ts';
import { tempDir } from '../support/lead-app.ts';

describe('which positions are open', () => {
  const at = (status: 'open' | 'closed', validThrough: string, id = 'x', order = 1) => ({ id, order, status, validThrough });
  it('open until the end of validThrough, never when closed', () => {
    expect(isOpen(at('open', '2026-11-26'), '2026-11-26')).toBe(true);
    expect(isOpen(at('open', '2026-11-25'), '2026-11-26')).toBe(false);
    expect(isOpen(at('closed', '2999-01-01'), '2026-11-26')).toBe(false);
  });
  it('in HR order, then by id', () => {
    const list = [
      at('open', '2999-01-01', 'b', 2),
      at('open', '2999-01-01', 'a', 2),
      at('open', '2999-01-01', 'z', 1),
      at('closed', '2999-01-01', 'c', 0),
    ];
    expect(openPositions(list, '2026-11-26').map((p) => p.id)).toEqual(['z', 'a', 'b']);
  });
});

describe('node scripts/validate-content.ts on a position file', () => {
  function rootWith(files: Record<string, unknown>): string {
    const root = tempDir('positions-validate-');
    const dir = join(root, 'src/content/positions');
    mkdirSync(dir, { recursive: true });
    for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(data));
    return root;
  }
  const sales = JSON.parse(readFileSync(join(positionsDir, 'sales.json'), 'utf8'));

  it('accepts the content as it is', () => {
    expect(positionProblems(rootWith({ 'sales.json': sales }))).toEqual([]);
  });

  it('names the file, the language and the field', () => {
    const broken = { ...sales, validThrough: '2026-01-01', branch: 'mars', ar: { ...sales.ar, requirements: ['واحد'] } };
    const problems = positionProblems(rootWith({ 'sales.json': broken, 'Bad Name.json': sales }));
    expect(problems).toContainEqual(expect.stringMatching(/^src\/content\/positions\/sales\.json: ar\.requirements: /));
    expect(problems).toContainEqual(
      expect.stringMatching(/^src\/content\/positions\/sales\.json: validThrough: validThrough is before datePosted/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/Bad Name\.json: the file name is the position's address/));
  });

  it('names an unknown branch and English left in the Arabic', () => {
    const broken = { ...sales, branch: 'mars', ar: { ...sales.ar, title: 'Sales consultant' } };
    const problems = positionProblems(rootWith({ 'sales.json': broken }));
    expect(problems).toContainEqual(expect.stringMatching(/^src\/content\/positions\/sales\.json: branch: "mars" is not a branch id/));
    expect(problems).toContainEqual(expect.stringMatching(/^src\/content\/positions\/sales\.json: ar\.title: Latin words in Arabic/));
  });
});
