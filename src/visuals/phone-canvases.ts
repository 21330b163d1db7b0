import { sectorBodyScreens, sectorsWithoutPhoneScreen } from '../components/sectors/body-screens.ts';
import { productSectionIds } from '../content/schemas/product.ts';
import type { ScreenName } from './names.ts';
import { sectionScreen } from './section-screens.ts';

/**
 * Screens no page shows under 480 px, so `npm run visuals` renders no phone canvas for them and
 * their pictures carry no phone <source>: the product pages' intro screens (on phones the intro
 * is its lead and bullets, the hero's screen just above) and the mid-page screens of the sectors
 * that show none on phones.
 */
export const screensWithoutPhoneCanvas: ReadonlySet<ScreenName> = new Set([
  ...Object.values(productSectionIds).map(([intro]) => sectionScreen(intro)!),
  ...[...sectorsWithoutPhoneScreen].map((key) => sectorBodyScreens[key]),
]);

export const hasPhoneCanvas = (name: ScreenName): boolean => !screensWithoutPhoneCanvas.has(name);
