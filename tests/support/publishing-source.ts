/**
 * A source tree for local publishing (decision 0037) without an Astro build: its
 * scripts/build-release.ts is a stand-in that copies the release named in next-build.json (or
 * fails with the problems named there), so a test decides what each rebuild produces. The
 * content the server reads from a source tree (src/content/) is copied from the checkout.
 */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../scripts/precompress.ts';
import { page, siteFiles, writeTree } from './site-fixture.ts';
import { tempDir } from './temp-dirs.ts';

const stub = `import { cpSync, readFileSync } from 'node:fs';
const plan = JSON.parse(readFileSync('next-build.json', 'utf8'));
if (plan.problems) {
  for (const problem of plan.problems) console.error(problem);
  process.exit(1);
}
cpSync(plan.from, process.argv[2], { recursive: true });
`;

/** What the server reads from a source tree's content (server/content/published-content.ts). */
const serverContent = ['positions', 'contact', 'branches.json', 'claims.json'];
const contentDir = fileURLToPath(new URL('../../src/content/', import.meta.url));

/** A small complete release in `dir` whose English home page says `home`. */
export async function fakeRelease(dir: string, home: string, script = ''): Promise<string> {
  await writeTree(dir, { ...siteFiles, 'index.html': page(home, 'en', script ? `<script>${script}</script>` : '') });
  await precompress(dir);
  return dir;
}

export interface PublishingSource {
  /** SITE_SOURCE_DIR. */
  dir: string;
  /** DIST_DIR: the `current` link, to a first release whose home says "First home". */
  link: string;
  /** The releases folder beside `current`. */
  root: string;
  /** What the next build does: copy the release `from`, or fail naming `problems`. */
  plan: (next: { from: string } | { problems: string[] }) => void;
}

export async function publishingSource(): Promise<PublishingSource> {
  const root = tempDir('publishing-site-');
  const dir = tempDir('publishing-source-');
  const link = join(root, 'current');
  await fakeRelease(join(root, 'releases/first'), 'First home');
  symlinkSync('releases/first', link);
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  mkdirSync(join(dir, 'scripts'));
  writeFileSync(join(dir, 'scripts/build-release.ts'), stub);
  mkdirSync(join(dir, 'public'));
  for (const entry of serverContent) cpSync(join(contentDir, entry), join(dir, 'src/content', entry), { recursive: true });
  const plan = (next: object) => writeFileSync(join(dir, 'next-build.json'), JSON.stringify(next));
  return { dir, link, root, plan };
}
