/**
 * Latin technical terms that begin or end with punctuation (C#, .NET, C++) are reordered by the
 * bidirectional algorithm inside Arabic text: the edge «#» or «.» takes the paragraph's right-to-left
 * direction and shows on the wrong side («#C», «NET.»). RichText isolates such a run, with its
 * punctuation, as left-to-right (decision 0070). Sentence punctuation after a word («Java.») is the
 * Arabic sentence's own and stays outside.
 */
const latinRun = /(?<![\w.#+])[.]?[A-Za-z][\w]*(?:[.+#/-][A-Za-z0-9]+)*[#+]*/g;

/** Whether a Latin run needs isolating: punctuation at its start or end. */
function needsIsolation(run: string): boolean {
  return /^[^A-Za-z0-9]|[^A-Za-z0-9]$/.test(run);
}

/** `text` cut into plain pieces and the Latin runs to render left-to-right, in order. */
export function splitLatinRuns(text: string): { text: string; ltr: boolean }[] {
  const parts: { text: string; ltr: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(latinRun)) {
    if (!needsIsolation(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || !parts.length) parts.push({ text: text.slice(last), ltr: false });
  return parts;
}
