import type { Locale } from '../../i18n/locales.ts';
import type { ScreenName } from '../../visuals/names.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { RichText } from '../ui/RichText.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';

export interface FeatureRow {
  id: string;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  image: ScreenName;
  imageAlt: string;
  /**
   * Three points from the target page's own content, so the text holds its own beside the screen:
   * each a module's name (the run-in head that says what the point describes) and its subtitle.
   */
  points: readonly FeaturePoint[];
}

interface FeaturePoint {
  term: string;
  text: string;
}

/** A run-in head ends with a full stop in English and a colon in Arabic. */
const runInEnd: Record<Locale, string> = { en: '.', ar: ':' };

/**
 * Section type "feature rows": one row per subject, its text and three points beside a product
 * screen, the text at the screen's top; the screen alternating sides from 64 rem (inline end
 * first, so in Arabic it starts on the left). Rows 120 px apart from 48 rem (decision 0062).
 * Phones: the text, then the screen, one row after the other; no points there (the text is not
 * beside the screen, and /solutions keeps its phone height).
 */
export function FeatureRows({ rows, locale, testId }: { rows: FeatureRow[]; locale: Locale; testId?: string }) {
  return (
    <ol className="grid gap-12 md:gap-30" role="list" data-testid={testId}>
      {rows.map((row, i) => (
        <li key={row.id} id={row.id} className="feature-row" data-flip={i % 2 === 1 ? '' : undefined}>
          <div className="feature-row-text">
            <h3 className="heading-block">
              <a href={row.href} className="hover:underline">
                {row.title}
              </a>
            </h3>
            <p className="mt-3 text-lg text-ink-soft">{row.text}</p>
            <ul className="prose-list mt-5 text-ink-soft max-md:hidden" data-testid="feature-row-points">
              {row.points.map((point) => (
                <li key={point.term}>
                  <strong className="font-semibold text-ink">{`${point.term}${runInEnd[locale]}`}</strong>{' '}
                  <RichText text={point.text} locale={locale} />
                </li>
              ))}
            </ul>
            <ArrowLink href={row.href} className="mt-4">
              {row.linkLabel}
            </ArrowLink>
          </div>
          <div className="showcase-screen">
            <ProductScreen name={row.image} locale={locale} alt={row.imageAlt} />
          </div>
        </li>
      ))}
    </ol>
  );
}
