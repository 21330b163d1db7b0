// White at the foot of a rendered product screen, read from its file: phone-screens.spec.ts holds
// the phone canvases to it, product-screens.spec.ts the section screens' desktop windows.
import sharp from 'sharp';

/** Rows of white (or nearly) at the foot of a screen's file, inside its border, in CSS px of a `canvasWidth` canvas. */
export async function emptyBand(file: string, canvasWidth: number): Promise<number> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / canvasWidth;
  const inked = (y: number) => {
    for (let x = 12 * scale; x < info.width - 12 * scale; x++) {
      const i = (y * info.width + x) * 4;
      if (data[i + 3]! > 200 && 255 - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 16) return true;
    }
    return false;
  };
  const floor = info.height - 1 - scale; // above the bottom border
  let y = floor;
  while (y > 0 && !inked(y)) y--;
  return (floor - y) / scale;
}
