import type { ProofContent } from '../../content/schemas/proof.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Section } from './Section.tsx';

/**
 * Client logos, case studies with their measured result, certifications (decision 0028). Given
 * only publishable entries (src/lib/proof.ts); with none it renders nothing at all, so the page
 * shows no empty heading and no invented proof.
 */
export function ProofSection({ locale, proof }: { locale: Locale; proof: ProofContent }) {
  const t = useTranslations(locale);
  const { clients, caseStudies, certifications } = proof;
  if (clients.length + caseStudies.length + certifications.length === 0) return null;
  return (
    <Section id="proof" heading={t('proof.heading')}>
      {clients.length > 0 && (
        <ul className="grid-five grid gap-4" role="list" aria-label={t('proof.clients')} data-testid="proof-clients">
          {clients.map((c) => (
            <li key={c.id} className="flex min-h-20 items-center justify-center rounded-md border border-line bg-white px-3">
              {c.logo ? (
                <img src={c.logo} alt={c.name[locale]} className="h-10 w-28 object-contain" loading="lazy" />
              ) : (
                <span className="font-semibold text-ink-soft">{c.name[locale]}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {caseStudies.map((s) => (
        <article key={s.id} className="mt-8 rounded-lg border border-line bg-white p-6" data-testid="proof-case-study">
          <h3 className="heading-card">{s.title[locale]}</h3>
          <p className="mt-2 text-ink-soft">{s.summary[locale]}</p>
          <p className="mt-3 font-semibold text-brand-900">
            {t('proof.result', {
              metric: s.result.metric[locale],
              before: s.result.before,
              after: s.result.after,
              unit: s.result.unit[locale],
            })}
          </p>
        </article>
      ))}
      {certifications.length > 0 && (
        <ul className="mt-8 grid gap-2" role="list" aria-label={t('proof.certifications')} data-testid="proof-certifications">
          {certifications.map((c) => (
            <li key={c.id}>
              {c.name[locale]} ({c.issuer})
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
