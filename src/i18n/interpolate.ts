/** Replaces `{name}` placeholders; unknown placeholders stay visible so tests catch them.
 *  Kept apart from ui.ts so islands can use it without bundling the string catalogues. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
