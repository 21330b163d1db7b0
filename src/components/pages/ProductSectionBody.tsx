import type { ProductSection } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BulletList } from '../ui/BulletList.tsx';
import { Icon } from '../ui/Icon.tsx';
import { RichText } from '../ui/RichText.tsx';

/** A product section's content: title, subtitle, then a bulleted list or paragraphs. */
export function ProductSectionBody({ section, locale }: { section: ProductSection; locale: Locale }) {
  const { body } = section;
  return (
    <article className="rounded-lg border border-line bg-white p-5 shadow-card sm:p-6 md:p-8">
      <header className="mb-5 flex flex-col items-start gap-3 sm:flex-row sm:gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
          <Icon name={section.icon} />
        </span>
        <div>
          <h2 className="text-xl font-bold text-balance text-brand-900 sm:text-2xl">{section.title}</h2>
          <p className="mt-1 text-ink-muted">{section.subtitle}</p>
        </div>
      </header>
      {body.type === 'list' ? (
        <>
          {body.lead && (
            <p className="mb-4 text-ink-soft">
              <RichText text={body.lead} locale={locale} />
            </p>
          )}
          <BulletList items={body.items} locale={locale} testId="section-list" />
        </>
      ) : (
        <div className="grid gap-4 text-ink-soft" data-testid="section-text">
          {body.paragraphs.map((p) => (
            <p key={p}>
              <RichText text={p} locale={locale} />
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
