import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { site } from '../../site.config.ts';
import { ContactLinks } from '../ui/ContactLinks.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { Logo } from './Logo.tsx';

const quickLinks: readonly RouteKey[] = ['home', 'aboutus', 'careers', 'contact'];

export function Footer({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const heading = 'mb-4 text-sm font-semibold uppercase tracking-wider text-brand-100';
  return (
    <footer className="mt-auto bg-brand-950 text-white/85" data-testid="site-footer">
      {/* The social column is as wide as its four icons, so they never wrap at 1024 px (Arabic
          text makes the other columns wider than the English). */}
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto]">
        <section aria-labelledby="footer-what">
          <Logo tone="light" className="mb-4 h-8 w-auto" lazy />
          <h2 id="footer-what" className={heading}>
            {t('footer.whatWeDoHeading')}
          </h2>
          <p className="text-sm leading-relaxed">{t('footer.whatWeDo')}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('footer.contactHeading')}
          </h2>
          <p className="mb-2 text-sm">{t('footer.headOffice')}</p>
          <ContactLinks tone="dark" />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {t('footer.quickLinksHeading')}
          </h2>
          <ul className="grid gap-1.5 text-sm" role="list">
            {quickLinks.map((key) => (
              <li key={key}>
                <a href={pathFor(key, locale)} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
                  {t(`nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            {t('footer.socialHeading')}
          </h2>
          <SocialLinks t={t} className="lg:flex-nowrap" />
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-5 text-sm text-white/70">
          <p>{t('footer.copyright', { year: site.foundingYear, brand: site.brand })}</p>
          <a href={pathFor('privacy', locale)} className="hover:text-white hover:underline">
            {t('footer.privacy')}
          </a>
        </div>
      </div>
    </footer>
  );
}
