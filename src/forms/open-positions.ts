/**
 * Which job positions are open: the one rule the careers pages, the sitemap, the application
 * form and the server's check of `position` share (decision 0028). Pure, so the browser, the
 * build and the server all use it; the positions themselves are content (src/content/positions/).
 */

/** What the rule needs of a position. */
export interface PositionState {
  id: string;
  order: number;
  status: 'open' | 'closed';
  validThrough: string;
}

/** Today's date as `YYYY-MM-DD` (UTC), the form `validThrough` is written in. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Open: not closed by HR and `validThrough` (the last day applications are taken) not past. */
export function isOpen(position: PositionState, today: string = todayIso()): boolean {
  return position.status === 'open' && position.validThrough >= today;
}

/** The open positions in the order HR gave them (then by id, so the order never depends on the disk). */
export function openPositions<P extends PositionState>(all: readonly P[], today: string = todayIso()): P[] {
  return all.filter((p) => isOpen(p, today)).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
