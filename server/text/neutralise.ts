/**
 * Visitor-typed text on its way to a terminal, a spreadsheet or a mail header. The forms
 * already refuse control characters in names, e-mail and phone; what reaches these outputs
 * from older rows or free-text fields is neutralised again here (defence in depth):
 * - terminal escape sequences (ESC/CSI and every other C0/C1 control) are removed, so `leads
 *   list` cannot retitle, recolour or rewrite a salesperson's terminal;
 * - bidi controls are removed, so U+202E cannot reverse what a subject or table cell shows;
 * - `=?` is broken up, so text cannot pose as an RFC 2047 encoded-word in a mail header.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const escapeSequence = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B[@-Z\\-_]|\u009B[0-?]*[ -/]*[@-~]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** For multi-line output (a table cell is flattened by its caller): keeps \n, \r and \t. */
export function neutraliseText(text: string): string {
  return text.replace(escapeSequence, '').replace(controls, '').replace(bidiControls, '');
}

/** For one header line: no line breaks, no encoded-words, single spaces. */
export function headerSafe(text: string): string {
  return neutraliseText(text).replace(/\s+/g, ' ').replace(/=\?/g, '= ?').trim();
}
