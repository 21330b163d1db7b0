import type { Locale } from '../../i18n/locales.ts';
import type { ScreenName } from '../../visuals/names.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { ScreenPicture } from '../visuals/ScreenPicture.tsx';
import { cardSources } from '../visuals/screen-sources.ts';

export interface FamilyCard {
  id: string;
  title: string;
  /** The family's promise in one line: its product page's hero heading. */
  promise: string;
  href: string;
  linkLabel: string;
  image: ScreenName;
  imageAlt: string;
  /** The list's name for screen readers: the product page's own name for its side navigation. */
  modulesLabel: string;
  /** Every module of the product page, each linking to its section there. */
  modules: readonly { title: string; href: string }[];
}

/**
 * Where the card shows the phone layout's crop (288 px wide): on phones, and from 48 to 64 rem,
 * where two cards a row leave each about 340–470 px, too narrow for the desktop layout's text.
 */
const cardPhoneMedia = '(max-width:479px),(min-width:768px) and (max-width:1023px)';

/**
 * Section type "family cards": the hub's product families at a glance, two a row from 48 rem (one
 * on phones). Each card is a crop of one of the family's own section screens (its title bar, the
 * record and its key figures, rendered in a narrower window so its text reads at 11 px or more:
 * names.ts `cardSize`), the family's name and promise, every module as a link into the product page, and
 * one link on. The rows of a card line up with its neighbour's (subgrid), so the promises and the
 * module lists start on one line across a row.
 */
export function FamilyCards({ cards, locale, testId }: { cards: readonly FamilyCard[]; locale: Locale; testId?: string }) {
  return (
    <ul className="grid gap-x-8 md:grid-cols-2" role="list" data-testid={testId}>
      {cards.map((card) => (
        <li key={card.id} id={card.id} className="family-card grid">
          {/* On phones wider than the text, as the home showcase's screens (showcase.css). */}
          <div className="showcase-screen">
            <ScreenPicture sources={cardSources(card.image, locale)} alt={card.imageAlt} phoneMedia={cardPhoneMedia} />
          </div>
          <h3 className="heading-block mt-4">{card.title}</h3>
          <p className="mt-1.5 text-ink-soft">{card.promise}</p>
          <ul
            className="family-modules mt-3 flex flex-wrap content-start gap-x-4 text-sm text-brand-700"
            aria-label={card.modulesLabel}
            data-testid="family-modules"
          >
            {card.modules.map((module) => (
              <li key={module.href} className="dot-before">
                <a href={module.href} className="inline-block py-0.5 hover:underline">
                  {module.title}
                </a>
              </li>
            ))}
          </ul>
          <ArrowLink href={card.href} className="mt-2 justify-self-start">
            {card.linkLabel}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
