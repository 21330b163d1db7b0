import type { Locale } from '../../i18n/locales.ts';
import type { ScreenName } from '../../visuals/names.ts';
import { ScreenPicture, type ScreenPictureProps } from './ScreenPicture.tsx';
import { screenSources } from './screen-sources.ts';

interface ProductScreenProps extends Omit<ScreenPictureProps, 'sources'> {
  name: ScreenName;
  locale: Locale;
}

/**
 * A screen of the product in the page's language (src/visuals/, rendered by `npm run visuals`):
 * `<ProductScreen name="payroll-run" locale={locale} alt={…} />`. Usable in any static
 * component, e.g. beside a product section; lazy unless `priority`.
 */
export function ProductScreen({ name, locale, ...rest }: ProductScreenProps) {
  return <ScreenPicture sources={screenSources(name, locale)} {...rest} />;
}
