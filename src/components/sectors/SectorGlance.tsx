import { Fragment, type ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { displayPhone } from '../../i18n/format.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { headOffice, headOfficeLines } from '../../site.config.ts';
import { Address, Ltr } from '../ui/Ltr.tsx';
import { sectorGlance } from './glance.ts';

// The head office's sales line (branches.json names each line's purpose), else its first.
const salesPhone = (headOfficeLines.find((line) => line.kind === 'sales') ?? headOfficeLines[0]!).phone;

/**
 * The sector pages' "at a glance" panel beside the intro from 64 rem (docs/design.md, "At a glance
 * panel"): the systems the page lists (links to their rows), the product pages it draws on, the
 * rules its signature states (as stamps; none where it states none), its workflow in one line (to
 * the screen and flow; none where the flow comes right under the intro), then the sales line and e-mail. Every value comes from the page's own
 * content (glance.ts), so each sector's panel differs at first sight. Hidden below 64 rem, where
 * the sections follow at once and the footer repeats the contact details.
 */
export function SectorGlance({ content, locale }: { content: SectorContent; locale: Locale }) {
  const t = useTranslations(locale);
  const { systems, products: linked, rules, workflow } = sectorGlance(content);
  // A product already named as one of the systems (pharmacy's three) is not listed twice.
  const products = linked.filter((key) => !systems.some((system) => system.title === t(`nav.${key}`)));
  return (
    <aside className="sector-glance" aria-labelledby="glance-heading" data-testid="sector-glance">
      <h2 id="glance-heading">{t('sectorGlance.heading')}</h2>
      <dl>
        <Row label={t('sectorGlance.systems')}>
          <Links testId="glance-systems" links={systems.map((system) => ({ href: `#${system.id}`, text: system.title }))} />
        </Row>
        {products.length > 0 && (
          <Row label={t('sectorGlance.products')}>
            <Links links={products.map((key) => ({ href: pathFor(key, locale), text: t(`nav.${key}`) }))} />
          </Row>
        )}
        {rules.length > 0 && (
          <Row label={t('sectorGlance.rules')}>
            <ul role="list" className="glance-stamps">
              {rules.map((rule) => (
                <li key={rule} className="stamp">
                  {rule}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {/* Not where the flow itself comes right under the intro (the 'flow' composition): a shortcut to what follows at once. */}
        {content.composition !== 'flow' && (
          <Row label={t('sectorGlance.workflow')}>
            <Workflow steps={workflow} />
          </Row>
        )}
      </dl>
      <SalesRow label={t('phoneLine.sales')} />
    </aside>
  );
}

/** One row of the panel: its label, then its value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Names a middle dot apart (sector-glance.css), each a link. */
function Links({ links, testId }: { links: { href: string; text: string }[]; testId?: string }) {
  return (
    <ul role="list" data-testid={testId}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.text}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The flow's steps in one link to the screen and flow, each step whole; the arrow after each but the
 * last is CSS content (sector-glance.css) read as a comma, so no arrow opens a wrapped line.
 */
function Workflow({ steps }: { steps: string[] }) {
  return (
    <a href="#workflow" className="glance-flow">
      {steps.map((step) => (
        <Fragment key={step}>
          <span>{step}</span>{' '}
        </Fragment>
      ))}
    </a>
  );
}

/** The panel's compact last row: the head office's sales line and e-mail address. */
function SalesRow({ label }: { label: string }) {
  return (
    <p className="glance-contact">
      <span>{label}</span>
      <span>
        <a href={`tel:${salesPhone}`}>
          <Ltr nowrap>{displayPhone(salesPhone)}</Ltr>
        </a>
        <span aria-hidden="true" className="glance-dot">
          ·
        </span>
        <a href={`mailto:${headOffice.email}`}>
          <Address value={headOffice.email} />
        </a>
      </span>
    </p>
  );
}
