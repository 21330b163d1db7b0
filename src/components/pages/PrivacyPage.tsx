import type { PrivacyContent } from '../../content/schemas/privacy.ts';
import { TextPage } from './TextPage.tsx';

/** The privacy notice: a long legal text, its sections listed at the top, each a link to its heading (no script). */
export function PrivacyPage({ content, sections }: { content: PrivacyContent; sections: PrivacyContent['sections'] }) {
  return (
    <TextPage eyebrow={content.updated} heading={content.heading} lead={content.lead}>
      <nav aria-labelledby="privacy-contents" className="mt-8 border-t border-b border-line py-4" data-testid="privacy-contents">
        <p id="privacy-contents" className="font-semibold text-brand-900">
          {content.contents}
        </p>
        <ul className="mt-2 grid gap-x-8 md:grid-cols-2" role="list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-2 text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-2xl">
        {sections.map((section) => (
          <section key={section.id} className="mt-10" aria-labelledby={section.id}>
            <h2 id={section.id} className="mb-3 text-xl font-semibold text-brand-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((p, i) => (
              <p key={i} className="mt-3 text-ink-soft">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </TextPage>
  );
}
