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
 * The sector pages' sidebar: contact details, social links and the inquiry form. From 64 rem it
 * sits beside the article: on a screen it fits (≥ 76 rem tall) it sticks under the header; on a
 * shorter one it scrolls with the article, heading first (.sector-sidebar in styles/templates.css).
 */
export function SectorSidebar({ locale, heading, text, form }: SectorSidebarProps) {
  const t = useTranslations(locale);
  return (
    <aside className="sector-sidebar" aria-labelledby="sidebar-heading" data-testid="sector-sidebar">
      <div className="grid gap-5 rounded-lg border border-line bg-surface-alt p-5 sm:gap-6 sm:p-6">
        {/* Below 64 rem the sidebar ends the article right above the footer, which repeats these
            details; there only the heading and text introduce the form (styles/templates.css). */}
        <section className="sidebar-contact">
          <h2 id="sidebar-heading" className="heading-block">
            {heading}
          </h2>
          <p className="mt-2 text-ink-soft">{text}</p>
          <ContactLinks className="sidebar-contact-details mt-4" />
          <div className="sidebar-contact-details mt-4">
            <SocialLinks t={t} tone="light" />
          </div>
        </section>
        <div id="inquiry" className="border-t border-line pt-5 sm:pt-6">
          {form}
        </div>
      </div>
    </aside>
  );
}
