import type { Branch } from '../../content/schemas/contact.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { headOfficeFirst } from '../../lib/directory-order.ts';
import { joinList } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import type { Opening } from './opening.ts';
import { HeroPanel } from './HeroPanel.tsx';

/**
 * The careers overview's hero (decision 0061, amended 2026-11-29): the open positions by office,
 * drawn as a tree in the 404's site tree's language (styles/office-roles.css): each office with
 * openings a node (the head office in the accent colour), city and country, and its positions
 * hanging from it in white fills like the partner levels' areas, not framed (decision 0066: one
 * frame a hero) — since review 17 (the positions read twice on phones, here and in the tabs) one
 * fill an office: its count and its teams, a link to its first position's tab. The tab holds the
 * title, the terms, the last day to apply and the link to the position's own page (its JobPosting). The offices without an opening are one quiet line under the tree: the company
 * works there, nobody is hired there today. The branch map stays the hero of Contact and About
 * only: on three pages it read as a stock picture.
 */
export function OfficeRoles({ locale, branches, openings }: { locale: Locale; branches: readonly Branch[]; openings: readonly Opening[] }) {
  const t = useTranslations(locale);
  const offices = headOfficeFirst(branches).map((branch) => ({ branch, roles: openings.filter((o) => o.branch === branch.id) }));
  const quiet = offices.filter((o) => o.roles.length === 0).map((o) => o.branch.city[locale]);
  return (
    <HeroPanel title={t('heroes.rolesByOffice')} meta={t('heroes.openPositions', { count: openings.length })} testId="office-roles">
      <ul className="office-roles" role="list">
        {offices
          .filter((o) => o.roles.length > 0)
          .map(({ branch, roles }) => (
            <li key={branch.id} data-branch={branch.id} data-head={branch.headOffice || undefined} data-testid="office">
              <p className="office-name">
                <span>
                  {branch.city[locale]}
                  <span className="font-normal text-ink-soft">
                    {locale === 'ar' ? '، ' : ', '}
                    {branchCountry(branch, locale)}
                  </span>
                  {/* A line of its own: after a dot it ended or opened a wrapped line at 360 px (reviews 19, 20). */}
                  {branch.headOffice && (
                    <span className="office-tag" data-testid="office-tag">
                      {t('heroes.headOffice')}
                    </span>
                  )}
                </span>
              </p>
              {/* The office's count and teams, a link to its first position's tab below: the tab
                  shows the title, the text and the last day to apply, so the hero repeats none. */}
              <ul className="office-role-list" role="list">
                <li>
                  <a
                    href={`#${roles[0]!.id}`}
                    className="flex items-center gap-3 rounded-md bg-white px-4 py-3 hover:bg-brand-50"
                    data-testid="office-role"
                  >
                    <span className="grid min-w-0">
                      <span className="font-semibold text-brand-900">{t('heroes.openPositions', { count: roles.length })}</span>
                      <span className="text-sm text-ink-soft">
                        {joinList(
                          roles.map((role) => role.tab),
                          locale,
                        )}
                      </span>
                    </span>
                    <Icon name="chevron-down" className="ms-auto size-4 shrink-0 text-brand-700" />
                  </a>
                </li>
              </ul>
            </li>
          ))}
      </ul>
      {quiet.length > 0 && (
        <p className="hero-panel-foot mt-5" data-testid="offices-without-openings">
          {t('heroes.noOpeningsIn', { list: joinList(quiet, locale) })}
        </p>
      )}
    </HeroPanel>
  );
}
