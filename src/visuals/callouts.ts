import type { ScreenName } from './names.ts';

/**
 * What a numbered callout on a screen points at (the sector pages' mid-page screen, design
 * history 2026-11-29): a table's column, by its header, one key figure of a `kpis` block, or, in a
 * `lanes` block, a heading (`column`: the labels' first, then each tick's, then the figures') or a row's label. `block` and
 * `column` / `kpi` index the screen's spec (src/visuals/screens/), whatever the canvas keeps:
 * `npm run visuals` finds each target in the rendered document, desktop and phone, both
 * languages, and writes the markers' positions to src/assets/visuals/callouts.json
 * (scripts/lib/callouts.ts). The notes they number are `sectorScreens.<sector>.notes`.
 */
export type CalloutTarget = { block: number; column: number } | { block: number; kpi: number } | { block: number; row: number };

/** Two or three targets for each sector's mid-page screen (body-screens.ts), in the order of the notes. */
export const screenCallouts: Partial<Record<ScreenName, readonly CalloutTarget[]>> = {
  // construction: every site on its budget, the site over it, the share used (beside the work done)
  'site-budgets': [
    { block: 1, column: 0 },
    { block: 1, row: 2 },
    { block: 1, column: 7 },
  ],
  // real estate: each unit's rent, the management fee, the net to the owner
  'owner-statement': [
    { block: 1, column: 2 },
    { block: 2, kpi: 1 },
    { block: 2, kpi: 2 },
  ],
  // commercial: the cartons loaded, sold and returned, the cash and checks, the credit sales
  'van-settlement': [
    { block: 1, column: 3 },
    { block: 0, kpi: 0 },
    { block: 0, kpi: 2 },
  ],
  // industry: materials against the BOM, each material's variance, the final check's results
  'batch-inspection': [
    { block: 0, kpi: 1 },
    { block: 1, column: 4 },
    { block: 2, column: 3 },
  ],
  // car rental: each car's fortnight, a return overdue, the reservations ahead
  'fleet-calendar': [
    { block: 1, column: 0 },
    { block: 1, row: 3 },
    { block: 0, kpi: 1 },
  ],
  // transportation: the cost lines, the cost per kilometer, the trip's margin
  'trip-cost': [
    { block: 1, column: 2 },
    { block: 2, kpi: 1 },
    { block: 2, kpi: 2 },
  ],
  // school: the terms and their dates, each term's installment, the tax invoices issued
  'term-calendar': [
    { block: 1, row: 0 },
    { block: 1, row: 1 },
    { block: 1, row: 2 },
  ],
  // farms: each unit's cost, its margin (those below cost marked), the season's margin
  'farm-costing': [
    { block: 1, column: 1 },
    { block: 1, column: 3 },
    { block: 0, kpi: 2 },
  ],
  // pharmacy: the batch and its expiry, the insurer's share, the patient's share
  dispensing: [
    { block: 0, column: 2 },
    { block: 1, kpi: 0 },
    { block: 1, kpi: 1 },
  ],
  // maintenance: the priority, the time left to respond, the month's share within the SLA
  'service-calls': [
    { block: 1, column: 2 },
    { block: 1, column: 3 },
    { block: 0, kpi: 1 },
  ],
};

export const calloutTargets = (name: ScreenName): readonly CalloutTarget[] | undefined => screenCallouts[name];
