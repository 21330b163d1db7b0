/**
 * `npm run launch-check` (decision 0028): lists every unconfirmed fact in the content and fails
 * while any remains; passes on content where everything is confirmed. The script itself, run
 * as a child process on the project and on a confirmed copy of its content.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { unconfirmedFacts } from '../../src/content/launch-check.ts';
import { tempDir } from '../support/lead-app.ts';

const root = process.cwd();
const run = (projectRoot: string) =>
  promisify(execFile)('node_modules/.bin/node', ['scripts/launch-check.ts', projectRoot]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

/** A copy of the content with every marker resolved, as the vendor would leave it. */
function confirmedCopy(): string {
  const copy = tempDir('launch-check-');
  cpSync(join(root, 'src/content'), join(copy, 'src/content'), { recursive: true, filter: (src) => !src.endsWith('.ts') });
  const edit = <T>(file: string, change: (data: T) => void) => {
    const path = join(copy, 'src/content', file);
    const data = JSON.parse(readFileSync(path, 'utf8')) as T;
    change(data);
    writeFileSync(path, JSON.stringify(data));
  };
  edit('partner-directory.json', (d: { partners: Array<{ status: string }> }) => d.partners.forEach((p) => (p.status = 'confirmed')));
  edit('branches.json', (d: { branches: Array<{ unconfirmed?: unknown }> }) => d.branches.forEach((b) => delete b.unconfirmed));
  edit('claims.json', (d: { claims: Record<string, { confirmed: boolean; needs?: string; source?: string }> }) =>
    Object.values(d.claims).forEach((c) => {
      c.confirmed = true;
      delete c.needs;
      c.source = 'Confirmed by the vendor';
    }),
  );
  return copy;
}

describe('npm run launch-check', () => {
  it("finds today's sample partners, the 555 phone, the head-office lines and the unsourced customer count", () => {
    const facts = unconfirmedFacts(root);
    const samples = facts.filter((f) => f.file === 'src/content/partner-directory.json' && f.field === '*');
    expect(samples.map((f) => f.entry)).toHaveLength(5);
    expect(facts).toContainEqual(
      expect.objectContaining({ file: 'src/content/branches.json', entry: 'usa', field: 'phones', needs: expect.stringContaining('555') }),
    );
    expect(facts).toContainEqual(expect.objectContaining({ file: 'src/content/branches.json', entry: 'saudi-arabia', field: 'phones' }));
    expect(facts).toContainEqual(
      expect.objectContaining({ file: 'src/content/claims.json', field: 'officeCountries', needs: expect.stringContaining('countries') }),
    );
  });

  it('prints each fact with file, entry, field and what to supply, and exits 1 while any remains', async () => {
    const { code, stdout } = await run(root);
    expect(code).toBe(1);
    expect(stdout).toContain('src/content/branches.json  usa  phones: ');
    expect(stdout).toMatch(/launch-check: \d+ fact\(s\) to confirm before launch/);
  });

  it('exits 0 when everything is confirmed', async () => {
    const { code, stdout } = await run(confirmedCopy());
    expect(stdout).toContain('launch-check: every fact is confirmed');
    expect(code).toBe(0);
  });
});
