import type { ReactNode } from 'react';
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

type Row = PartnersInfo['platinum']['rows'][number];

const iconTile = (name: NonNullable<Row['icon']>) => (
  <span className="partner-term-icon">
    <Icon name={name} className="size-5" />
  </span>
);

/** A platinum term's mark: its icon tile, if it has one. */
const termMark = (row: Row) => row.icon && iconTile(row.icon);

/** A star row's mark: its stars (one, two, three: they read as steps); the annual review its icon tile. */
const starMark = (row: Row) =>
  row.stars ? (
    <span className="star-row" aria-hidden="true">
      {Array.from({ length: row.stars }, (_, i) => (
        <Icon key={i} name="star" className="size-5 fill-current" />
      ))}
    </span>
  ) : (
    iconTile('repeat')
  );

interface DefinitionRowsProps {
  id: string;
  table: PartnersInfo['platinum'];
  /** The list's look: `partner-terms` (platinum) or `star-ladder` (stars), styles/partner-terms.css. */
  listClass: string;
  mark: (row: Row) => ReactNode;
  /** On the alternate surface, across the page (the stars, after the platinum terms). */
  surface?: boolean;
}

/**
 * The spec's two-column definition tables (R6) as ruled rows under a section heading, each term led
 * by its mark (2026-11-29; until then cards of small rows side by side). On phones the definition
 * under its term, from 48 rem beside it.
 */
function DefinitionRows({ id, table, listClass, mark, surface }: DefinitionRowsProps) {
  const body = (
    <>
      <h2 id={`${id}-heading`} className="heading-section mb-6 md:mb-10">
        {table.heading}
      </h2>
      <dl className={listClass} data-testid={id}>
        {table.rows.map((row) => (
          <div key={row.column1}>
            <dt>
              {mark(row)}
              {row.column1}
            </dt>
            <dd>{row.column2}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  return surface ? (
    <section aria-labelledby={`${id}-heading`} className="bg-surface-alt py-10 md:py-20">
      <div className="container-page">{body}</div>
    </section>
  ) : (
    <section aria-labelledby={`${id}-heading`} className="container-page pb-10 md:pb-20">
      {body}
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
      {/* The levels, the platinum terms, the stars (on the alternate surface), then the path, each a
          section in the site's rhythm (Section.tsx: py-10, py-20 from 48 rem). */}
      <div className="container-page py-10 md:py-20">
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
      </div>
      <DefinitionRows id="platinum-definitions" table={partnersInfo.platinum} listClass="partner-terms" mark={termMark} />
      <DefinitionRows id="star-definitions" table={partnersInfo.stars} listClass="star-ladder" mark={starMark} surface />
      <PartnerPath locale={locale} />
    </>
  );
}
