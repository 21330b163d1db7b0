import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { TabPanel } from '../ui/TabPanel.tsx';
import { ProductSectionBody } from './ProductSectionBody.tsx';

/** The side navigation's panels, rendered statically and handed to the Tabs island. */
export function ProductSections({ locale, content }: { locale: Locale; content: ProductContent }) {
  return (
    <>
      {content.sections.map((section, i) => (
        <TabPanel key={section.id} id={section.id} first={i === 0}>
          <ProductSectionBody section={section} locale={locale} />
        </TabPanel>
      ))}
    </>
  );
}
