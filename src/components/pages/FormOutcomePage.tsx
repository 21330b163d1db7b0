import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { site } from '../../site.config.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { ContactLinks } from '../ui/ContactLinks.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { TextPage } from './TextPage.tsx';

type Form = 'inquiry' | 'application';

/** One ruled row: the case in the start column, what follows in the end one (from 40rem). */
function Row({ term, form, children }: { term: string; form?: Form; children: ReactNode }) {
  return (
    <div className={`grid gap-1 border-t border-line py-4 sm:grid-cols-[12rem_1fr] sm:gap-6${form ? ` for-${form}` : ''}`}>
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="text-ink-soft">{children}</dd>
    </div>
  );
}

/** Confirmation or error page for forms posted without JavaScript: inquiries and job applications both
 *  land here, the server's redirect naming the form as the fragment (`/sent#application`). The page
 *  stays static: a hidden target per form (hidden, so the page does not scroll to it) and a CSS rule
 *  (templates.css) show only that form's steps; reached without one, /sent says only that the message
 *  arrived (its lead), no list of both forms' steps (review 18 read it as generic), and /not-sent
 *  offers both forms' ways back.
 *  It ends with its own way back, no closing band (docs/design.md, reading pages). */
export function FormOutcomePage({ locale, outcome }: { locale: Locale; outcome: 'sent' | 'notSent' }) {
  const t = useTranslations(locale);
  const sent = outcome === 'sent';
  // /not-sent: one button a case, in a grid of equal columns (two side by side from 40rem, stacked at
  // one width on phones: without its fragment it shows both forms' ways back); every other way on is a plain link.
  const buttons = 'grid gap-3 sm:grid-cols-2';
  return (
    <TextPage
      heading={sent ? t('forms.outcomeSent') : t('forms.outcomeFailure')}
      lead={sent ? t('forms.outcomeSentLead') : t('forms.notSentBody')}
      testId={`form-${outcome}`}
      mark={
        <span
          className={`mb-6 flex size-12 items-center justify-center rounded-full ${sent ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700'}`}
        >
          <Icon name={sent ? 'check' : 'x'} className="size-6" />
        </span>
      }
    >
      <i id="inquiry" hidden />
      <i id="application" hidden />
      <h2 className={`heading-block mt-10 mb-4${sent ? ' outcome-next' : ''}`}>
        {sent ? t('forms.outcomeNextHeading') : t('forms.outcomeCanDo')}
      </h2>
      <dl className={`border-b border-line${sent ? ' outcome-next' : ''}`}>
        {sent ? (
          <>
            <Row term={t('forms.outcomeInquiryTerm')} form="inquiry">
              {t('forms.outcomeInquiryNext')}
            </Row>
            <Row term={t('forms.outcomeApplicationTerm')} form="application">
              {t('forms.outcomeApplicationNext')}
            </Row>
          </>
        ) : (
          <>
            <Row term={t('forms.outcomeRetryTerm')}>
              <span className={buttons}>
                <LinkButton href={pathFor('contact', locale)} variant="secondary" className="for-inquiry">
                  {t('forms.backToForm')}
                </LinkButton>
                <LinkButton href={pathFor('careers', locale)} variant="secondary" className="for-application">
                  {t('heroes.seePositions')}
                </LinkButton>
              </span>
            </Row>
            <Row term={t('forms.outcomeCallTerm')}>
              <ContactLinks phones={[site.headOfficePhones[0]]} />
            </Row>
          </>
        )}
      </dl>
      {/* The one button its label's width, as the site's other buttons (in the cases' grid it took
          half the column, ~345 px at 1280: review 18). */}
      {sent && (
        <div className="mt-8">
          <LinkButton href={pathFor('solutions', locale)} variant="secondary">
            {t('cta.secondary')}
          </LinkButton>
        </div>
      )}
      <div className={`${sent ? 'mt-3' : 'mt-8'} flex flex-wrap gap-x-8`}>
        {sent && <ArrowLink href={pathFor('careers', locale)}>{t('heroes.seePositions')}</ArrowLink>}
        <ArrowLink href={pathFor('home', locale)}>{t('common.backHome')}</ArrowLink>
      </div>
    </TextPage>
  );
}
