import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { productKeys, sectorKeys, type RouteKey } from '../../routes.ts';
import { site } from '../../site.config.ts';
import { Ltr } from '../ui/Ltr.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { HeadOfficeLines } from './HeadOfficeLines.tsx';
import { Logo } from './Logo.tsx';

/** The spec's quick links (home, about us, careers, contact). */
const quickLinks: readonly RouteKey[] = ['home', 'aboutus', 'careers', 'contact'];
/** The copyright runs from the spec's 2019 to the year the site was built. */
const buildYear = new Date().getFullYear();

/* Repeated on every page: the classes live in styles/footer.css (bytes of every page's HTML). */
const heading = 'footer-heading';

interface LinkColumnProps {
  id: string;
  title: string;
  keys: readonly RouteKey[];
  locale: Locale;
  /** Below 40 rem the list opens under its heading (footer.css); the summary is named by the heading. */
  fold?: boolean;
}

function LinkColumn({ id, title, keys, locale, fold }: LinkColumnProps) {
  const t = useTranslations(locale);
  return (
    <nav aria-labelledby={id} data-testid={id}>
      {/* Below 40 rem a folded list's heading is its row; the company links' is heard, not shown. */}
      <h2 id={id} className={fold ? heading : `${heading} max-sm:sr-only`}>
        {title}
      </h2>
      {fold && (
        <details>
          <summary aria-labelledby={id} />
        </details>
      )}
      <ul className="footer-list" role="list">
        {keys.map((key) => (
          <li key={key}>
            <a href={pathFor(key, locale)}>{t(`nav.${key}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The copyright line with only the year range isolated, so Arabic keeps 2019 before the build year. */
function Copyright({ locale }: { locale: Locale }): ReactNode {
  const [before, after] = useTranslations(locale)('footer.copyright', { years: '\u0000', brand: site.brand }).split('\u0000');
  return (
    <p data-testid="copyright">
      {before}
      <Ltr nowrap>{`${site.foundingYear}–${buildYear}`}</Ltr>
      {after}
    </p>
  );
}

export function Footer({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <footer className="site-footer mt-auto bg-brand-950 text-white/85" data-testid="site-footer">
      {/* Phones: one column: the brand with the social icons at its end, the products and sectors as
          rows that open, contact, the company links in a row. From 40 rem products over contact beside
          the sectors, then the company links. From 48 rem the brand a row over products | sectors in two,
          then contact | company. From 64 rem five columns; from 80 rem the brand in 17 rem, the link
          columns as wide as their names, the sectors in two. From 40 rem the social icons end the bottom
          bar (footer.css, by position: no class added to every page's HTML). */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-6 py-8 md:gap-y-10 md:py-14 lg:gap-x-8">
        <section aria-labelledby="footer-what" className="col-span-2">
          <Logo tone="light" className="mb-3 h-8 w-auto sm:mb-4" lazy />
          {/* Below 64 rem the logo heads the paragraph; the heading stays for screen readers. */}
          <h2 id="footer-what" className={`${heading} max-lg:sr-only`}>
            {t('footer.whatWeDoHeading')}
          </h2>
          <p className="max-w-xl text-sm leading-relaxed">{t('footer.whatWeDo')}</p>
        </section>
        <LinkColumn id="footer-products" title={t('footer.productsHeading')} keys={productKeys} locale={locale} fold />
        {/* From 40 to 48 rem the ten sectors run down beside the products and the contact lines below them (footer.css). */}
        <LinkColumn id="footer-sectors" title={t('footer.sectorsHeading')} keys={sectorKeys} locale={locale} fold />
        <section aria-labelledby="footer-contact" data-testid="footer-contact">
          <h2 id="footer-contact" className={`${heading} max-sm:sr-only`}>
            {t('footer.contactHeading')}
          </h2>
          <HeadOfficeLines locale={locale} />
        </section>
        <LinkColumn id="footer-links" title={t('footer.quickLinksHeading')} keys={quickLinks} locale={locale} />
      </div>
      {/* The bottom bar: the copyright and the privacy notice, the social icons at its end (on phones
          laid at the logo's end, footer.css). */}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4 text-sm text-white/70 md:py-5">
          <Copyright locale={locale} />
          <a href={pathFor('privacy', locale)} className="hover:text-white hover:underline">
            {t('footer.privacy')}
          </a>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="sr-only">
              {t('footer.socialHeading')}
            </h2>
            <SocialLinks t={t} />
          </section>
        </div>
      </div>
    </footer>
  );
}
