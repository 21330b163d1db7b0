import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { Icon } from '../ui/Icon.tsx';
import { TextPage } from './TextPage.tsx';

const suggestions: readonly RouteKey[] = ['home', 'solutions', 'financial', 'partnersFinder', 'careers', 'contact'];

/** The designed 404 page (the old site had none), in each language. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <TextPage eyebrow={t('notFound.code')} heading={t('notFound.heading')} lead={t('notFound.body')} testId="not-found">
      <ul className="mt-8 grid gap-3 sm:grid-cols-2" role="list">
        {suggestions.map((key) => (
          <li key={key}>
            <a
              href={pathFor(key, locale)}
              className="flex min-h-14 items-center justify-between rounded-md border border-line px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t(`nav.${key}`)}
              <Icon name="arrow-right" className="icon-directional size-4" />
            </a>
          </li>
        ))}
      </ul>
    </TextPage>
  );
}
