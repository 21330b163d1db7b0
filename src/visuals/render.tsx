/** A screen as a standalone HTML document (for scripts/visuals.ts): React to static markup. */
import { renderToStaticMarkup } from 'react-dom/server';
import { localeInfo, type Locale } from '../i18n/locales.ts';
import { Screen } from './kit/Screen.tsx';
import type { Layout } from './kit/layout.ts';
import { heroScreenNames, type ScreenName } from './names.ts';
import { screens } from './screens/index.ts';

export function screenDocument(name: ScreenName, locale: Locale, head: string, layout: Layout = 'desktop'): string {
  // Only a hero shows the whole app window; a section screen is its work area (Screen.tsx).
  const workArea = !(heroScreenNames as readonly string[]).includes(name);
  const body = renderToStaticMarkup(<Screen spec={screens[name](locale)} layout={layout} workArea={workArea} />);
  return `<!doctype html><html lang="${locale}" dir="${localeInfo[locale].dir}"><head><meta charset="utf-8">${head}</head><body dir="${localeInfo[locale].dir}">${body}</body></html>`;
}
