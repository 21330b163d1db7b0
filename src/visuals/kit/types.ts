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
