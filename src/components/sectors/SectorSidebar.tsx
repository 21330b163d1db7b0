import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { ContactLinks } from '../ui/ContactLinks.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';

interface SectorSidebarProps {
  locale: Locale;
  heading: string;
  text: string;
  /** The inquiry form island. */
  form?: ReactNode;
}

/**
 * The sector pages' sidebar: contact details, social links and the inquiry form. It sticks
 * while it fits in the viewport and stops at the end of its column, before the footer
 * (CSS position: sticky; see .sector-sidebar in styles/global.css).
 */
export function SectorSidebar({ locale, heading, text, form }: SectorSidebarProps) {
  const t = useTranslations(locale);
  return (
    <aside className="sector-sidebar" aria-labelledby="sidebar-heading" data-testid="sector-sidebar">
      <div className="grid gap-6 rounded-lg border border-line bg-surface-alt p-6">
        <section>
          <h2 id="sidebar-heading" className="text-xl font-semibold text-brand-900">
            {heading}
          </h2>
          <p className="mt-2 text-ink-soft">{text}</p>
          <ContactLinks className="mt-4" />
          <div className="mt-4">
            <SocialLinks t={t} tone="light" />
          </div>
        </section>
        <div className="border-t border-line pt-6">{form}</div>
      </div>
    </aside>
  );
}
