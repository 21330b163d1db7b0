import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extraRoutes, isPositionPath, routes, type ExtraRouteKey, type RouteKey } from '../routes.ts';

/** Content folders and files whose edits change a page, where the name is not the route's key. */
const contentOf: Partial<Record<RouteKey | ExtraRouteKey, string[]>> = {
  home: ['home', 'partner-directory.json'],
  aboutus: ['about'],
  contact: ['contact', 'branches.json'],
  partnersInfo: ['partners'],
  partnersFinder: ['partners', 'partner-directory.json'],
  sitemap: ['.'],
};

/** The files a page is made from: its route shell and its copy (src/content). */
function sourcesOf(path: string): string[] {
  const key =
    (Object.keys(routes) as RouteKey[]).find((k) => routes[k] === path) ??
    (Object.keys(extraRoutes) as ExtraRouteKey[]).find((k) => extraRoutes[k] === path);
  if (isPositionPath(path))
    return ['src/pages/[...locale]/careers', 'src/content/careers', `src/content/positions/${path.split('/').pop() ?? ''}.json`].filter(
      (p) => existsSync(p),
    );
  const shell = `src/pages/[...locale]${path === '/' ? '/index' : path}.astro`;
  const folders = key ? (contentOf[key] ?? [key, `products/${key}`, `sectors/${key}`]) : [];
  return [shell, ...folders.map((f) => `src/content/${f}`)].filter((p) => existsSync(p));
}

/**
 * A page's last modification for the sitemap: the date of the last commit that changed its
 * shell or its copy (`git log`). Undefined outside a git checkout (then no <lastmod> is written,
 * rather than a date that is not true).
 */
export function lastModified(path: string): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...sourcesOf(path)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}
