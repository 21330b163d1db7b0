import type { ReactNode } from 'react';
import type { HomeContent } from '../../content/schemas/home.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { ProductShowcase } from '../sections/ProductShowcase.tsx';
import { PartnerLevels, type PartnerLevel } from '../sections/PartnerLevels.tsx';
import { FactsBand, type Fact } from '../sections/FactsBand.tsx';
import { ProofBand, type ProofEntry } from '../sections/ProofBand.tsx';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { RichText } from '../ui/RichText.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { Section } from '../ui/Section.tsx';

interface HomePageProps {
  locale: Locale;
  content: HomeContent;
  /** The vendor's confirmed partners, from the partner directory (the one list of partners), as proof entries. */
  partners: ProofEntry[];
  /** "Read about the partner program": the proof band's second link, to the partner program. */
  programLabel: string;
  /** Until a partner is confirmed, the proof band shows the programme: its levels and the branch countries. */
  levels: PartnerLevel[];
  branches: Parameters<typeof PartnerLevels>[0]['branches'];
  /** The slider island, rendered by the route shell so Astro can hydrate it. */
  slider?: ReactNode;
  /** The showcase's Tabs island over its panels (sections/ProductShowcase.tsx), from the route shell. */
  showcase?: ReactNode;
}

/** Until a partner is confirmed, the proof band's wide column: the programme's levels and the branch countries. */
function ProgrammeAside({ locale, levels, branches }: Pick<HomePageProps, 'locale' | 'levels' | 'branches'>) {
  const t = useTranslations(locale);
  return (
    <PartnerLevels levels={levels} branches={branches} branchesLabel={t('heroes.partnerBranches')} label={t('heroes.partnerLevels')} />
  );
}

/**
 * What sets the vendor apart, the page's proof and its last word before the closing band: after the
 * sectors, not straight after the benefits (two "why" sections in a row). On white, not navy: the
 * closing band and the footer are the page's only dark. Three facts in two levels (FactsBand),
 * each sentence two lines at most, compliance first: the count of tax and social insurance
 * authorities whose rules are built in, named by the compliance strip's stamps (the claims
 * register's regulatory table) and linking to the strip on About, which holds the detail; the
 * offices' countries (the claim officeCountries) and the ten configured sectors support it, each
 * linking to where the site shows them (contact's offices, the hub's sectors).
 */
function Advantages({ advantages, locale }: { advantages: HomeContent['advantages']; locale: Locale }) {
  const facts: Fact[] = advantages.items.map((item) => ({
    figure: item.figure,
    unit: item.unit,
    marks: item.marks?.length ? item.marks : undefined,
    lead: item.title,
    text: item.text,
    link: { href: `${pathFor(item.more.link, locale)}${item.more.section ? `#${item.more.section}` : ''}`, label: item.more.label },
  }));
  return (
    <Section id="advantages" heading={advantages.heading}>
      <FactsBand facts={facts} testId="advantages" />
    </Section>
  );
}

/**
 * The home page (decision 0034): hero slider, product showcase, numbered benefits beside a screen, proof
 * band, the sectors as a ruled index on the light tint, the advantages as facts; the layout adds the closing band.
 */
export function HomePage({ locale, content, partners: partnerList, programLabel, levels, branches, slider, showcase }: HomePageProps) {
  const t = useTranslations(locale);
  const { solutions, partners, benefits, advantages, sectors } = content;
  return (
    <>
      <h1 className="sr-only">{t('pages.home.title')}</h1>
      {slider}
      <ProductShowcase id="solutions" heading={solutions.heading} intro={solutions.intro}>
        {showcase}
      </ProductShowcase>

      <Section id="benefits" heading={benefits.heading} intro={benefits.intro} tone="alt">
        {/* Numbered, not boxes (the cards are the sectors', decision 0034); the text runs under the title,
            not the number. From 1200 px a product screen beside the list; phones and tablets keep the list only. */}
        <div className="benefits">
          <ol className="benefits-grid" data-testid="benefits">
            {benefits.items.map((item, i) => (
              <li key={item.title}>
                <span aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
                <div>
                  <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
                  <p className="mt-1 text-sm text-ink-soft md:text-base">{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
          {/* Shown from 1200 px only, in a 26rem column: its phone canvas, whose text shows at ~13 px
              there (the desktop screen's at ~7). */}
          <div className="showcase-screen" data-testid="benefits-screen">
            <ProductScreen name={benefits.image} locale={locale} alt={benefits.imageAlt} phoneMedia="(min-width:1200px)" />
          </div>
        </div>
      </Section>

      <ProofBand
        id="partners"
        heading={partners.heading}
        text={partners.text}
        entries={partnerList}
        columns={{ name: t('proofColumns.name'), level: t('proofColumns.level'), place: t('proofColumns.place') }}
        links={[
          { href: pathFor('partnersFinder', locale), label: partners.cta },
          { href: pathFor('partnersInfo', locale), label: programLabel },
        ]}
        testId="partner-logos"
        aside={<ProgrammeAside locale={locale} levels={levels} branches={branches} />}
      />

      <Section id="sectors" heading={sectors.heading} intro={sectors.intro} tone="alt">
        {/* A typographic index, not a card grid (review 19): ruled rows, two columns from 48rem, each
            sector's name large, its line, and what only it runs on as stamps; each row a link ending
            in the chevron (mirrored in Arabic). Phones keep the name and stamps, the line from 48rem. */}
        <ul className="sector-index" role="list" data-testid="sectors">
          {sectors.items.map((item) => (
            <li key={item.key}>
              <h3 className="sector-index-name">
                <a href={pathFor(item.link, locale)}>{item.title}</a>
              </h3>
              <p className="sector-index-text">
                <RichText text={item.text} locale={locale} />
              </p>
              <ul className="sector-index-marks" role="list" data-testid="sector-marks">
                {item.marks.map((mark) => (
                  <li key={mark} className="stamp">
                    {mark}
                  </li>
                ))}
              </ul>
              <Icon name="chevron-right" className="icon-directional sector-index-chevron" />
            </li>
          ))}
        </ul>
        {/* The spec's six here; the hub lists all ten. */}
        <ArrowLink href={`${pathFor('solutions', locale)}#sectors-heading`} className="mt-6">
          {t('common.allSectors')}
        </ArrowLink>
      </Section>

      <Advantages advantages={advantages} locale={locale} />
    </>
  );
}
