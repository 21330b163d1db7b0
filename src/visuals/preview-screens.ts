/**
 * The screens /solutions shows (decision 0060): its hero's, and each product family's card's, one
 * of the family's own sections, not the product page's hero, so that the hub, the product page's
 * hero and the home page's showcase each show their own screen. The row takes the section's screen
 * and its `imageAlt`. Each is a section whose phone canvas opens on a row of key figures, so the
 * card's crop ends on a clean edge under them within the hub's phone height (family-cards.css).
 */
import type { ProductKey } from '../content/schemas/product.ts';
import type { ScreenName } from './names.ts';
import { sectionScreens } from './section-screens.ts';

export const solutionsRowSections = {
  financial: 'accounts-payable',
  distribution: 'loyalty-program',
  hr: 'employees-training',
  featured: 'workshop-maintenance',
} as const satisfies { [K in ProductKey]: keyof (typeof sectionScreens)[K] };

/** The hub's hero screen: every family at once, shown nowhere else (decision 0060). */
export const solutionsHeroScreen = 'platform-families' satisfies ScreenName;

/** The family's card screen. */
export function solutionsRowScreen(family: ProductKey): ScreenName {
  return (sectionScreens[family] as Record<string, ScreenName>)[solutionsRowSections[family]]!;
}

/** The section screens the family cards show, each also rendered as a card crop (names.ts `cardSize`). */
export const solutionsCardScreens: readonly ScreenName[] = (Object.keys(solutionsRowSections) as ProductKey[]).map(solutionsRowScreen);
