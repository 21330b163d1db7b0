/**
 * Where each branch of src/content/branches.json is, for the branch map (BranchMap.tsx): its
 * city's latitude and longitude in degrees, rounded. A branch missing here fails the build, so
 * the map never shows an office that is not in the content, nor leaves one out.
 */
export const branchCoordinates: Record<string, { lat: number; lon: number }> = {
  'saudi-arabia': { lat: 24.7, lon: 46.7 }, // Riyadh
  egypt: { lat: 30.0, lon: 31.2 }, // Cairo
  sudan: { lat: 15.6, lon: 32.5 }, // Khartoum
  turkey: { lat: 41.0, lon: 29.0 }, // Istanbul
  usa: { lat: 29.8, lon: -95.4 }, // Houston
};

/** Degrees to map units (one degree of latitude and of longitude alike: an equirectangular grid). */
export const unit = 7;
/** Latitudes shown, north to south. */
export const latRange = { north: 47, south: 10 } as const;
/**
 * Two windows of longitude on one map, at one scale, the Atlantic between them cut out (a dashed
 * line marks the cut): the Gulf of Mexico around Houston, and the eastern Mediterranean to the
 * Arabian Sea. East–west order and every latitude stay true; only the ocean is shortened.
 */
export const lonWindows = [
  { west: -108, east: -82, x: 4 },
  { west: 12, east: 62, x: 200 },
] as const;
export const mapWidth = 554;
export const mapHeight = (latRange.north - latRange.south) * unit;
/** Where the Atlantic is cut: halfway between the windows. */
export const cutX = (lonWindows[0].x + (lonWindows[0].east - lonWindows[0].west) * unit + lonWindows[1].x) / 2;
/** The land's dots: one every `dotPitch` map units (a degree) both ways, sampled on Natural Earth's land (scripts/branch-land.ts). */
export const dotPitch = 7;

/** A point's map position, or undefined when it falls outside both windows. */
export function project(lat: number, lon: number): { x: number; y: number } | undefined {
  const window = lonWindows.find((w) => lon >= w.west && lon <= w.east);
  if (!window) return undefined;
  return { x: window.x + (lon - window.west) * unit, y: (latRange.north - lat) * unit };
}

/** A branch's dot on the map, in whole map units, or undefined when it falls outside both windows. */
export function branchDot(id: string): { x: number; y: number } | undefined {
  const geo = branchCoordinates[id];
  const at = geo && project(geo.lat, geo.lon);
  return at && { x: Math.round(at.x), y: Math.round(at.y) };
}
