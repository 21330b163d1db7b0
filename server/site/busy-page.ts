/**
 * The page a navigation gets while the server sheds load: tiny, in the page's language and
 * direction, with no script, style or image (nothing else to fetch from a busy server, and
 * nothing the CSP has to allow), and a link back to the page asked for.
 */
import { localeInfo, type Locale } from '../../src/i18n/locales.ts';
import { useTranslations } from '../../src/i18n/ui.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function busyPageHtml(locale: Locale, path: string): string {
  const t = useTranslations(locale);
  const { dir } = localeInfo[locale];
  // Only our own path goes back into the page, and only as a same-origin link.
  const again = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('errors.busyPageTitle'))}</title></head><body><h1>${escapeHtml(t('errors.busyPageTitle'))}</h1><p>${escapeHtml(t('errors.busyPage'))}</p><p><a href="${escapeHtml(again)}">${escapeHtml(t('errors.busyRetry'))}</a></p></body></html>`;
}
