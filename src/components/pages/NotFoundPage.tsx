import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { NotFoundPanel } from '../heroes/NotFoundPanel.tsx';
import { TextPage } from './TextPage.tsx';

/** The designed 404 page (the old site had none), in each language: what happened, then the way on. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <TextPage eyebrow={t('notFound.code')} heading={t('notFound.heading')} lead={t('notFound.body')} testId="not-found">
      <NotFoundPanel locale={locale} />
    </TextPage>
  );
}
