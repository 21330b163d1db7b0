import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenName } from '../../visuals/names.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { TabPanel } from '../ui/TabPanel.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';

interface ShowcaseItem {
  key: string;
  title: string;
  text: string;
  href: string;
  /** "Read more about Financial Systems": a link named for where it leads. */
  linkLabel: string;
  /** A family's first modules (its product page's sections), listed under its text. */
  modules?: string[];
}

export interface ShowcaseTab {
  id: string;
  label: string;
  image: ScreenName;
  imageAlt: string;
  items: ShowcaseItem[];
}

/** Id of a tab's panel, also its hash (`/#showcase-finance` opens that tab). */
export const showcasePanelId = (tab: { id: string }) => `showcase-${tab.id}`;

function ItemText({ item, lead }: { item: ShowcaseItem; lead: boolean }) {
  return (
    <div data-solution-item={item.key}>
      <h3 className={lead ? 'heading-block' : 'heading-card'}>{item.title}</h3>
      <p className={lead ? 'mt-3 text-ink-soft md:text-lg' : 'mt-1.5 text-ink-soft'}>{item.text}</p>
      {item.modules && (
        <ul className="showcase-modules" role="list">
          {item.modules.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <ArrowLink href={item.href} className={lead ? 'showcase-action' : 'mt-2'}>
        {item.linkLabel}
      </ArrowLink>
    </div>
  );
}

/** The suite as a whole (the spec's first solution card) and the way to the solutions hub. */
export interface ShowcaseSuite {
  key: string;
  title: string;
  text: string;
  href: string;
  label: string;
}

/**
 * The suite closes each panel's text column, under the family's modules and link, beside the
 * screen (after the panels, on a rule of its own, it left the column empty and read as an
 * afterthought). On phones the tabs above name the same families and a one-family panel ends on
 * its family's link as an outlined button: the suite's link only closes the Sectors panel, beside
 * its three arrow links (showcase.css).
 */
function SuiteText({ suite }: { suite: ShowcaseSuite }) {
  return (
    <div className="showcase-suite" data-solution-item={suite.key}>
      <h3 className="heading-card max-sm:sr-only">{suite.title}</h3>
      <p className="mt-1.5 text-ink-soft max-sm:hidden">{suite.text}</p>
      <ArrowLink href={suite.href} className="mt-2">
        {suite.label}
      </ArrowLink>
    </div>
  );
}

/**
 * The panels of the tabbed showcase, rendered statically (the Tabs island around them hydrates on
 * interaction, decision 0025): each a product screen beside what the family does, then the suite.
 * Without JavaScript every panel shows, one under the other.
 */
export function ShowcasePanels({ tabs, suite, locale }: { tabs: ShowcaseTab[]; suite: ShowcaseSuite; locale: Locale }) {
  return (
    <>
      {tabs.map((tab, i) => (
        <TabPanel key={tab.id} id={showcasePanelId(tab)} first={i === 0}>
          <div className="showcase-panel" data-testid="showcase-panel">
            {/* The site's 36rem measure on phones; from 48 to 64 rem the column spans the panel, over
                its screen, its paragraphs at that measure (showcase.css). */}
            <div className="grid max-w-xl gap-6 md:max-w-none">
              {tab.items.map((item) => (
                <ItemText key={item.key} item={item} lead={tab.items.length === 1} />
              ))}
              <SuiteText suite={suite} />
            </div>
            <div className="showcase-screen">
              <ProductScreen name={tab.image} locale={locale} alt={tab.imageAlt} />
            </div>
          </div>
        </TabPanel>
      ))}
    </>
  );
}

interface ProductShowcaseProps {
  id: string;
  heading: string;
  intro: string;
  /** The Tabs island over `ShowcasePanels`. */
  children: ReactNode;
}

/** Section type "product showcase": heading and intro, then one tab per product family, each closing on the suite and the way to the hub. */
export function ProductShowcase({ id, heading, intro, children }: ProductShowcaseProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10 md:py-20" data-section={id} data-testid="solution-cards">
      <div className="container-page">
        <div className="mb-6 max-w-3xl md:mb-10">
          <h2 id={`${id}-heading`} className="heading-section mb-0">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{intro}</p>
        </div>
        <div className="showcase">{children}</div>
      </div>
    </section>
  );
}
