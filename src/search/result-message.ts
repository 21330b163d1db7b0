import { interpolate } from '../i18n/interpolate.ts';
import type { DialogStrings } from './dialog-markup.ts';
import type { Lang } from './engine.ts';

/**
 * The dialog's status line for a finished search: "no results for …", or the number of results
 * through the plural rules of the page's language (`{count, plural, …}`, src/i18n/interpolate.ts),
 * never a bare replace of `{count}`.
 */
export function resultMessage(t: Pick<DialogStrings, 'none' | 'count'>, query: string, count: number, pageLang: Lang): string {
  return count === 0 ? t.none.replace('{query}', query.trim()) : interpolate(t.count, { count }, pageLang);
}
