/**
 * The style sheet's acronym rule (docs/content/style-sheet.md, English): ZATCA, GOSI and ETA are
 * spelled out where a page's visible copy first names them, for readers outside the Gulf.
 * Checked per English document (a page's content file, a position, the partner directory) in the
 * order its copy is written; alt texts are not visible copy and are skipped.
 */

/** Each acronym with the words that must stand right before it, "… (ZATCA)", on first use. */
const spelledOutAcronyms = [
  { acronym: 'ZATCA', expansion: 'Zakat, Tax and Customs Authority' },
  { acronym: 'GOSI', expansion: 'social insurance' },
  { acronym: 'ETA', expansion: 'Egyptian Tax Authority' },
] as const;

/** Image descriptions, read by screen readers but not shown as copy. */
const altKey = /(^|\.)(imageAlt|alt)$/;

/** Problems in one document's English leaves, given as [key path, text] in document order. */
export function acronymFirstUseProblems(leaves: Iterable<[string, string]>): string[] {
  const pending = new Map<string, string>(spelledOutAcronyms.map((a) => [a.acronym, a.expansion]));
  const out: string[] = [];
  for (const [path, text] of leaves) {
    if (altKey.test(path)) continue;
    for (const [acronym, expansion] of [...pending]) {
      const first = new RegExp(`(?<![A-Za-z])${acronym}(?![A-Za-z])`).exec(text);
      if (!first) continue;
      pending.delete(acronym);
      const before = text.slice(0, first.index);
      if (!before.toLowerCase().endsWith(`${expansion.toLowerCase()} (`))
        out.push(`${path}: the page's first ${acronym} is not spelled out; write "${expansion} (${acronym})" (style: acronym-first-use)`);
    }
  }
  return out;
}
