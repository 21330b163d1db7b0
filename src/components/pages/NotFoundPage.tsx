import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { BranchMap } from '../heroes/BranchMap.tsx';
import { NotFoundPanel } from '../heroes/NotFoundPanel.tsx';
import { PageHero } from '../ui/PageHero.tsx';

/**
 * The designed 404 page (the old site had none), in each language: the company heroes' two
 * columns, what happened and the ways on (search, the main pages) in the text column, the branch
 * map beside it, the company the visitor reached drawn in the site's own language.
 */
export function NotFoundPage({ locale, branches }: { locale: Locale; branches: readonly Branch[] }) {
  const t = useTranslations(locale);
  return (
    <div data-testid="not-found">
      <PageHero
        eyebrow={t('notFound.code')}
        heading={t('notFound.heading')}
        lead={t('notFound.body')}
        visual={<BranchMap branches={branches} locale={locale} />}
        drawn
      >
        <NotFoundPanel locale={locale} />
      </PageHero>
    </div>
  );
}
