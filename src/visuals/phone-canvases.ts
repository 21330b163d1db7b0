import { sectorBodyScreens, sectorsWithoutPhoneScreen } from '../components/sectors/body-screens.ts';
import type { ScreenName } from './names.ts';

/**
 * Screens no page shows under 480 px, so `npm run visuals` renders no phone canvas for them and
 * their pictures carry no phone <source>: the mid-page screens of the sectors that show none on
 * phones. The product pages' intro screens have phone canvases since 2026-11-29: on phones the
 * open first section shows its own screen under its lead, as every other section does.
 */
export const screensWithoutPhoneCanvas: ReadonlySet<ScreenName> = new Set(
  [...sectorsWithoutPhoneScreen].map((key) => sectorBodyScreens[key]),
);

export const hasPhoneCanvas = (name: ScreenName): boolean => !screensWithoutPhoneCanvas.has(name);
