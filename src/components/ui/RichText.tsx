import type { Locale } from '../../i18n/locales.ts';
import { splitLatinRuns } from '../../i18n/latin-runs.ts';
import { pathFor } from '../../i18n/paths.ts';
import type { RouteKey } from '../../routes.ts';

/** Plain copy; in Arabic, Latin terms with edge punctuation (C#, .NET) isolated left-to-right (decision 0070). */
function Plain({ text, locale }: { text: string; locale: Locale }) {
  if (locale !== 'ar') return <>{text}</>;
  return (
    <>
      {splitLatinRuns(text).map((part, i) =>
        part.ltr ? (
          <bdi key={i} dir="ltr" lang="en">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Renders copy with embedded page links written as `[label](route:key)`. */
export function RichText({ text, locale }: { text: string; locale: Locale }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(route:([A-Za-z]+)\)/g)) {
    const [whole, label, key] = match;
    parts.push(<Plain key={`t${last}`} text={text.slice(last, match.index)} locale={locale} />);
    parts.push(
      <a key={match.index} href={pathFor(key as RouteKey, locale)} className="link">
        {label}
      </a>,
    );
    last = match.index + whole.length;
  }
  parts.push(<Plain key={`t${last}`} text={text.slice(last)} locale={locale} />);
  return <>{parts}</>;
}
