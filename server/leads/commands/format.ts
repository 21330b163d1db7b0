/**
 * Renders rows of leads for the CLI: an aligned table for people, JSON and CSV for tools.
 * Every value passes text/neutralise.ts: visitors' text must not drive the terminal. In every
 * format the only control character left is the line feed: a lone CR would return a
 * terminal's cursor or split a spreadsheet's row, and a tab would shift its columns.
 */
import { neutraliseText } from '../../text/neutralise.ts';
import { webhookDestination } from '../outbox/backlog.ts';

type Row = Record<string, unknown>;

/** A delivery's destination as the team sees it: the mail recipient, or a webhook's host (never its full URL). */
export function withDestination<T extends { to: string | null; url: string | null }>({ to, url, ...row }: T) {
  return { ...row, destination: url ? webhookDestination(url) : (to ?? '') };
}

/** Visitor text with line breaks as \n only (CRLF and lone CR alike) and tabs as spaces. */
function plainText(text: string): string {
  return neutraliseText(text).replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return plainText(String(value));
}

export function toJson(rows: Row[]): string {
  // JSON.stringify escapes C0 controls only; C1 (U+009B is a CSI) and bidi controls go too.
  return `${JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? plainText(value) : value), 2)}\n`;
}

/**
 * RFC 4180 CSV. Cells starting with = + - @ (after white space, which a tab or CR became:
 * see plainText) get a leading apostrophe: a visitor's text must not become a formula when
 * sales opens the export in a spreadsheet. Phone numbers (digits and separators only)
 * are left alone: they cannot call anything.
 */
export function toCsv(rows: Row[]): string {
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const quote = (value: unknown) => {
    let text = cell(value);
    if (/^\s*[=+\-@]/.test(text) && !/^\+?[\d\s().-]+$/.test(text)) text = `'${text}`;
    return /[",\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => quote(row[c])).join(','))].join('\r\n') + '\r\n';
}

export function toTable(rows: Row[], columns: string[]): string {
  if (!rows.length) return '(none)\n';
  const short = (value: unknown) => {
    const text = cell(value).replace(/\s+/g, ' ');
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => short(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return (
    [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => short(r[c]))))].join('\n') + '\n'
  );
}
