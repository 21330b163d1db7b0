/**
 * PDF name tokens that start active content: scripts, launching programs, embedded files,
 * Flash/3D media, XFA forms (scriptable) and form actions that send or load data.
 */
export const unsafePdfNames: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
]);

/** `#xx` escapes decoded as readers do (either case of hex digit: `/J#61vaScript`, `/J#6aS`…). */
export function decodePdfName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

// A name is `/` then regular characters: anything but whitespace and the delimiters ()<>[]{}/%.
const nameToken = /\/[^\0\t\n\f\r ()<>[\]{}/%]*/y;
const lineEnd = /[\r\n]/g;

/**
 * Scans the raw bytes for unsafe name tokens, written plainly or with `#xx` escapes; this also
 * covers objects pdf-lib could not parse and skipped. A small lexer skips what is not a name
 * where a reader would: string literals (a link to example.com/JS), comments, and stream
 * data, which is opaque, often compressed bytes: `/JS ` would appear by chance in ~2 % of
 * 5 MB files. Object streams, the one kind of stream holding dictionaries, pdf-lib decodes.
 */
export function rawBytesHaveUnsafeName(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  for (let at = 0; at < text.length; ) {
    const char = text[at];
    if (char === '/') {
      nameToken.lastIndex = at;
      const raw = (nameToken.exec(text)?.[0] ?? '/').slice(1);
      if (unsafePdfNames.has(raw.includes('#') ? decodePdfName(raw) : raw)) return true;
      at += 1 + raw.length;
    } else if (char === '(') {
      at = endOfLiteralString(text, at);
    } else if (char === '%') {
      lineEnd.lastIndex = at;
      at = lineEnd.exec(text)?.index ?? text.length;
    } else if (char === 's' && isStreamKeyword(text, at)) {
      const end = text.indexOf('endstream', at + 6);
      at = end === -1 ? text.length : end + 'endstream'.length;
    } else {
      at++;
    }
  }
  return false;
}

/**
 * The objects a reader reaches through the cross-reference table. pdf-lib parses the file
 * front to back and honours each stream's /Length, so an object placed inside another
 * object's stream data is never seen by it, and the lexer above skips stream data too; a
 * reader that follows the xref table would still run it. So every object the classic xref
 * tables point at is scanned from its offset to its `stream` or `endobj`. (Cross-reference
 * streams, PDF 1.5+, are compressed: their offsets are not read here.)
 */
export function xrefObjectsHaveUnsafeName(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  const tables = /(?:^|[\r\n])xref[ \t]*[\r\n]([\s\S]*?)trailer/g;
  for (let table = tables.exec(text); table; table = tables.exec(text)) {
    const entries = /(\d{10}) \d{5} n/g;
    for (let entry = entries.exec(table[1] ?? ''); entry; entry = entries.exec(table[1] ?? '')) {
      const offset = Number(entry[1]);
      if (offset >= text.length) continue;
      const endObj = text.indexOf('endobj', offset);
      const streamAt = text.indexOf('stream', offset);
      const candidates = [endObj, streamAt, offset + 65_536].filter((i) => i > offset);
      const end = Math.min(text.length, ...candidates);
      if (rawBytesHaveUnsafeName(bytes.subarray(offset, end))) return true;
    }
  }
  return false;
}

/** `stream` as a keyword: after whitespace or `>>`, followed by an end of line (not `endstream`). */
function isStreamKeyword(text: string, at: number): boolean {
  if (!text.startsWith('stream', at)) return false;
  const before = text[at - 1];
  const after = text[at + 6];
  return (before === '>' || before === ' ' || before === '\n' || before === '\r' || before === '\t') && (after === '\n' || after === '\r');
}

/** Index after the literal string starting at `at`: parentheses nest, a backslash escapes one character. */
function endOfLiteralString(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}
