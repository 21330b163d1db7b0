/** The description of one product screen: what the render script draws, in one language. */
export type Tone = 'ok' | 'warn' | 'bad' | 'info';

interface Kpi {
  label: string;
  value: string;
  note?: string;
  tone?: Tone;
}

export interface Column {
  label: string;
  /** Numbers align to the end of the cell and use tabular figures. */
  num?: boolean;
}

export type Block =
  | { kind: 'kpis'; items: Kpi[] }
  | {
      kind: 'fields';
      /**
       * A value of two parts (a date in both calendars) is one line on the desktop window, its parts
       * joined by ' · ', and one line a part on the phone canvas, where the joined value wrapped.
       */
      items: Array<[label: string, value: string | readonly [string, string]]>;
      qr?: string;
      qrLabel?: string;
    }
  | {
      kind: 'table';
      columns: Column[];
      /** A cell written `ok:Posted` is drawn as a status chip in that tone. */
      rows: string[][];
      total?: string[];
      /** Index of a row drawn as selected. */
      selected?: number;
      /** The columns kept on the phone canvas (kit/layout.ts; default: the first and the last two). */
      phone?: number[];
    }
  | {
      kind: 'chart';
      title: string;
      bars: Array<{ label: string; a: number; b?: number }>;
      legend: [string, string?];
      /** The phone canvas labels every other bar: labels too wide to stand whole on one line each. */
      phoneAlternateLabels?: boolean;
    }
  | { kind: 'progress'; title: string; items: Array<{ label: string; pct: number; value: string }> }
  | { kind: 'tiles'; items: Array<{ label: string; price: string }> }
  | LanesBlock
  | {
      kind: 'columns';
      blocks: Block[];
      /**
       * The one block of these the phone canvas shows, where both stacked would not fit: the
       * phone screen ends on a whole block (scripts/lib/screen-fit.ts, decision 0065).
       */
      phone?: number;
    };

export interface ScreenSpec {
  /** The product's name in the window title and the sidebar head. */
  app: string;
  company: string;
  nav: string[];
  active: number;
  breadcrumb: string;
  title: string;
  status?: { label: string; tone: Tone };
  actions: string[];
  blocks: Block[];
}

/** One bar on a lane: from and to in the scale's units (a point where `to` is absent), its tone and text. */
export interface LaneBar {
  from: number;
  to?: number;
  tone: Tone | 'plain';
  /** Printed inside the bar (after a point), where the bar is long enough to hold it whole. */
  text?: string | undefined;
}

/**
 * Rows against a scale (kit/blocks/Lanes.tsx): a fleet calendar, a term timetable, budgets used.
 * The scale runs in the reading direction (right to left in Arabic); positions are in its units,
 * 0 to `ticks.length`.
 */
export interface LanesBlock {
  kind: 'lanes';
  /** The heading over the rows' labels. */
  head: string;
  /** The scale's units, labelled across the top: a day, a month; `mark` shades one (a weekend). */
  ticks: Array<{ label: string; sub?: string; mark?: boolean }>;
  /** `edges`: each label stands on the line starting its unit (a scale of %), not in its middle. */
  edges?: boolean;
  rows: Array<{ label: string; sub?: string; bars: LaneBar[]; value?: string; track?: number }>;
  /** A line across the rows at this position: today (its tick is marked too). */
  line?: number;
  valueHead?: string;
  /** A swatch for each tone of bar used, and for a point (`point`) or the line (`line`). */
  legend?: Array<[tone: Tone | 'plain' | 'point' | 'line', label: string]>;
  /** Taller rows, for a screen of few. */
  tall?: boolean;
  /** The label column's width on the desktop window, in px (default 128). */
  labelWidth?: number;
  /** The label column's width on the phone canvas, in px (default 82). */
  phoneLabelWidth?: number;
  /** The ticks the phone canvas keeps, [first, end) (default: all). */
  phoneTicks?: [number, number];
}
