import { TextPage } from './TextPage.tsx';

export interface SitemapEntry {
  href: string;
  title: string;
  sections: Array<{ href: string; title: string }>;
}

/**
 * The HTML site map: every page of one language and its sections. Where the header's search
 * control leads without JavaScript, so that nothing on the site is out of reach.
 */
export function SitemapPage({ heading, intro, entries }: { heading: string; intro: string; entries: SitemapEntry[] }) {
  return (
    <TextPage heading={heading} lead={intro} testId="sitemap">
      <ul className="mt-10 grid gap-6" role="list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href} className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline">
              {entry.title}
            </a>
            {entry.sections.length > 0 && (
              <ul className="mt-2 grid gap-1 border-s-2 border-line ps-4 sm:grid-cols-2" role="list">
                {entry.sections.map((section) => (
                  <li key={section.href}>
                    <a
                      href={section.href}
                      className="inline-flex min-h-6 items-center text-ink-soft underline-offset-4 hover:text-brand-900 hover:underline"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </TextPage>
  );
}
