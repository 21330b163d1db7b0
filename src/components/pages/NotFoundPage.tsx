import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { NotFoundPanel, NotFoundSearch } from '../heroes/NotFoundPanel.tsx';
import { PageHero } from '../ui/PageHero.tsx';

/**
 * The designed 404 page (the old site had none), in each language: the company heroes' two
 * columns, what happened and the site search in the text column, the main pages beside it as
 * the hero's picture, so every part of the page is a way on.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <div data-testid="not-found">
      <PageHero
        eyebrow={t('notFound.code')}
        heading={t('notFound.heading')}
        lead={t('notFound.body')}
        visual={<NotFoundPanel locale={locale} />}
        drawn
      >
        <NotFoundSearch locale={locale} />
      </PageHero>
    </div>
  );
}
