import type { PartnersContent } from '../../content/schemas/partners.ts';
import type { Locale } from '../../i18n/locales.ts';
import { keepShortWordsWithNext } from '../../i18n/short-words.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { pathFor } from '../../i18n/paths.ts';
import { HeroPanel } from '../heroes/HeroPanel.tsx';
import { PartnerLevels, partnerLevels } from '../sections/PartnerLevels.tsx';
import { PartnerPath } from '../sections/PartnerPath.tsx';
import { Icon } from '../ui/Icon.tsx';
import { tierBadge, type PartnerTier } from '../ui/tier-badge.ts';

type PartnersInfo = PartnersContent['partnersInfo'];

/** The levels table lists the tiers in the spec's order; its row headers wear the finder's badge colours. */
const tableTiers: readonly PartnerTier[] = ['platinum', 'gold', 'silver'];

/**
 * A definition table: two-column rows separated by a dashed line (docs/requirements.md R6), 1 px
 * in the site's rule colour. The rows keep their natural height at the card's top: a shorter list
 * beside a longer one ends early rather than opening holes between its rows (decision 0078).
 */
function DefinitionTable({ id, heading, rows }: { id: string; heading: string; rows: PartnersInfo['platinum']['rows'] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col rounded-lg border border-line bg-white p-6 shadow-card">
      <h2 id={`${id}-heading`} className="heading-block mb-2">
        {heading}
      </h2>
      <dl data-testid={id}>
        {rows.map((row) => (
          <div
            key={row.column1}
            className="grid gap-1 border-b border-dashed border-line py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-6 xl:grid-cols-[10rem_1fr]"
          >
            <dt className="font-semibold text-brand-900">
              {row.column1}
              {row.stars && (
                <span className="mt-1 flex gap-0.5 text-accent-700" aria-hidden="true">
                  {Array.from({ length: row.stars }, (_, i) => (
                    <Icon key={i} name="star" className="size-4 fill-current" />
                  ))}
                </span>
              )}
            </dt>
            <dd className="text-ink-soft">{row.column2}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PartnersInfoPage({ locale, content }: { locale: Locale; content: PartnersContent }) {
  const t = useTranslations(locale);
  const { partnersInfo } = content;
  const { columns } = partnersInfo.table;
  const keys = ['jurisdiction', 'code', 'consultant', 'engineers'] as const;
  return (
    <>
      <PageHero
        eyebrow={t('nav.partnersInfo')}
        heading={partnersInfo.heading}
        lead={partnersInfo.lead}
        visual={
          // The levels drawn before they are tabled: the territories one inside the other, each with the
          // level's source-code access; the certified-staff counts are the table's alone.
          <HeroPanel title={t('heroes.partnerTerritories')} testId="partner-levels-hero">
            <PartnerLevels levels={partnerLevels(partnersInfo.table)} facts="defining" />
          </HeroPanel>
        }
        drawn
        action={<HeroAction href={pathFor('partnersFinder', locale)} variant="secondary" label={t('heroes.findPartner')} />}
      />
      {/* The levels and their details, then the path, each a section in the site's rhythm (Section.tsx:
          py-10, py-20 from 48 rem), the section heading's spacing under each heading. */}
      <div className="container-page grid gap-10 py-10 md:py-20">
        <section className="min-w-0">
          {/* The heading sits outside the scrolling box, so it never scrolls out of view on phones. */}
          <h2 id="levels-caption" className="heading-section mb-6 md:mb-10">
            {partnersInfo.table.caption}
          </h2>
          {/* Where the table scrolls (below 40 rem) a hint says so, its arrow pointing to the hidden columns. */}
          <p className="partner-table-hint mb-2 flex items-center gap-2 text-sm text-ink-muted sm:hidden" aria-hidden="true">
            <Icon name="arrow-right" className="icon-directional size-4 shrink-0 text-brand-700" />
            {t('common.scrollSideways')}
          </p>
          {/* A scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <section className="partner-table-scroll data-frame" aria-labelledby="levels-caption" tabIndex={0}>
            <table className="data-table partner-table" data-testid="partner-table" aria-labelledby="levels-caption">
              <thead>
                <tr>
                  {/* The level column stays in view while the others scroll on phones (styles/levels-table.css, .partner-table). */}
                  <th scope="col">{columns.tier}</th>
                  {keys.map((key) => (
                    <th key={key} scope="col">
                      {columns[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {partnersInfo.table.rows.map((row, i) => (
                  <tr key={row.tier}>
                    <th scope="row">
                      <span className={tierBadge(tableTiers[i] ?? 'silver')}>{row.tier}</span>
                    </th>
                    {/* «على الأقل» kept together: at 768 px a cell broke «مستشاران على / الأقل». */}
                    {keys.map((key) => (
                      <td key={key}>{keepShortWordsWithNext(row[key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
        {/* One above the other until 80 rem (side by side at 64 rem the definitions ran two or three
            words a line); from 80 rem side by side in two equal columns, one height (decision 0070). */}
        <div className="grid gap-6 xl:grid-cols-2">
          <DefinitionTable id="platinum-definitions" heading={partnersInfo.platinum.heading} rows={partnersInfo.platinum.rows} />
          <DefinitionTable id="star-definitions" heading={partnersInfo.stars.heading} rows={partnersInfo.stars.rows} />
        </div>
      </div>
      <PartnerPath locale={locale} />
    </>
  );
}
