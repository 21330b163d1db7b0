/** The 42 pages the benchmark measures: the 21 routes of src/routes.ts in English and Arabic. */
import { join } from 'node:path';
import { routes } from '../../src/routes.ts';

export interface Page {
  /** URL path: `/aboutus`, `/ar/aboutus`, `/`, `/ar`. */
  path: string;
  locale: 'en' | 'ar';
  route: string;
}

export function allPages(): Page[] {
  const en: Page[] = Object.values(routes).map((path) => ({ path, locale: 'en', route: path }));
  const ar: Page[] = Object.values(routes).map((path) => ({ path: path === '/' ? '/ar' : `/ar${path}`, locale: 'ar', route: path }));
  return [...en, ...ar];
}

/** The built file of a page: dist/index.html, dist/ar.html, dist/<path>.html. */
export function pageFile(distDir: string, path: string): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, `${path.slice(1)}.html`);
}

/** Parses `--pages /,/ar,/FinancialSystems`; unknown paths are kept (measured as given) but reported. */
export function selectPages(option: string | undefined): { pages: Page[]; unknown: string[] } {
  const all = allPages();
  if (!option || option === 'all') return { pages: all, unknown: [] };
  const wanted = option
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const pages: Page[] = [];
  const unknown: string[] = [];
  for (const path of wanted) {
    const page = all.find((p) => p.path === path);
    if (page) pages.push(page);
    else {
      unknown.push(path);
      pages.push({ path, locale: path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en', route: path });
    }
  }
  return { pages, unknown };
}
