import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { LinkButton } from '../ui/LinkButton.tsx';
import { TextPage } from './TextPage.tsx';

/** Confirmation or error page for forms posted without JavaScript: inquiries and job applications both
 *  land here, so its wording names neither form alone (the inline messages do). */
export function FormOutcomePage({ locale, outcome }: { locale: Locale; outcome: 'sent' | 'notSent' }) {
  const t = useTranslations(locale);
  const sent = outcome === 'sent';
  return (
    <TextPage
      heading={sent ? t('forms.outcomeSent') : t('forms.outcomeFailure')}
      lead={sent ? t('forms.outcomeSentBody') : t('forms.notSentBody')}
      testId={`form-${outcome}`}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton href={pathFor('home', locale)} variant="secondary">
          {t('common.backHome')}
        </LinkButton>
        {!sent && (
          <>
            <LinkButton href={pathFor('contact', locale)} variant="secondary">
              {t('forms.backToForm')}
            </LinkButton>
            {/* An applicant's way back: the open positions, each with its form. */}
            <LinkButton href={pathFor('careers', locale)} variant="secondary">
              {t('heroes.seePositions')}
            </LinkButton>
          </>
        )}
      </div>
    </TextPage>
  );
}
