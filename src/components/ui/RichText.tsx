import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import type { RouteKey } from '../../routes.ts';

/** Renders copy with embedded page links written as `[label](route:key)`. */
export function RichText({ text, locale }: { text: string; locale: Locale }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(route:([A-Za-z]+)\)/g)) {
    const [whole, label, key] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={pathFor(key as RouteKey, locale)} className="link">
        {label}
      </a>,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
