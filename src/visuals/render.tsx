/** A screen as a standalone HTML document (for scripts/visuals.ts): React to static markup. */
import { renderToStaticMarkup } from 'react-dom/server';
import { localeInfo, type Locale } from '../i18n/locales.ts';
import { Screen } from './kit/Screen.tsx';
import type { Layout } from './kit/layout.ts';
import type { ScreenName } from './names.ts';
import { screens } from './screens/index.ts';

export function screenDocument(name: ScreenName, locale: Locale, head: string, layout: Layout = 'desktop'): string {
  const body = renderToStaticMarkup(<Screen spec={screens[name](locale)} layout={layout} />);
  return `<!doctype html><html lang="${locale}" dir="${localeInfo[locale].dir}"><head><meta charset="utf-8">${head}</head><body dir="${localeInfo[locale].dir}">${body}</body></html>`;
}
