import type { ProductSection } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BulletList } from '../ui/BulletList.tsx';
import { RichText } from '../ui/RichText.tsx';
import { SectionScreen } from '../visuals/SectionScreen.tsx';

/**
 * A product section's content: title, subtitle, the section's own product screen (at most 42rem
 * wide), then a bulleted list or paragraphs in one column at a readable measure, never past the
 * screen's end edge (styles/product-panels.css). The intro, a lead and three bullets, shows them
 * above its screen from 48 rem, beside the list's first items; below, its screen comes under the
 * section's lead as every section's does (CSS order, product-panels.css). In the accordion (920 px or below) the title is the row just above, so
 * it is not shown again there (.product-panel-title); screen readers still hear it.
 */
export function ProductSectionBody({ section, locale }: { section: ProductSection; locale: Locale }) {
  const { body } = section;
  const intro = section.id.endsWith('-intro');
  const screen = (
    <SectionScreen sectionId={section.id} sectionTitle={section.title} imageAlt={section.imageAlt} locale={locale} lead={intro} />
  );
  return (
    <article className="product-panel">
      <header className="product-panel-head">
        <h2 className="product-panel-title heading-section">{section.title}</h2>
        <p className="product-panel-subtitle">{section.subtitle}</p>
      </header>
      {!intro && screen}
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
      {intro && screen}
    </article>
  );
}
