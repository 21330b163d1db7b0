/** The ids of the job positions open today, as the build and the server judge them (decision 0028). */
import { readPositions } from '../../src/content/positions.ts';
import { openPositions } from '../../src/forms/open-positions.ts';
import { positionPath } from '../../src/routes.ts';

export const positions = openPositions(readPositions()).map((p) => p.id);
/** Each open position's page, by id. */
export const positionRoutes: Record<string, string> = Object.fromEntries(positions.map((id) => [id, positionPath(id)]));
