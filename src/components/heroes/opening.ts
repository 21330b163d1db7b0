/** An open position as the careers heroes show it (src/lib/positions.ts `positionOpenings`). */
export interface Opening {
  id: string;
  title: string;
  /** Its tab on the careers overview ("Sales"): the careers hero names the team, the tab the title. */
  tab: string;
  /** The branch it is based at (branches.json id). */
  branch: string;
  /** "Riyadh, Saudi Arabia". */
  place: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  /** ISO days ("2026-11-01"): when the position was posted and the last day to apply. */
  datePosted: string;
  validThrough: string;
  href: string;
}
