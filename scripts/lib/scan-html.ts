/**
 * Start tags, the raw content of <script> and <style>, and the text of an HTML document, read
 * with htmlparser2 (a maintained, spec-following tokenizer: comments, raw-text elements,
 * attribute quoting and character references). Used by the build (CSP hashes of inline code,
 * scripts/precompress.ts) and the byte budgets of the benchmark (bench/lib/bytes.ts).
 */
import { Parser } from 'htmlparser2';

export interface HtmlTag {
  /** Lower-case element name. */
  name: string;
  /** Attributes, names lower-cased, values decoded; the first of duplicates wins. */
  attrs: Map<string, string>;
  /** Raw content of raw-text elements (script, style), byte for byte as written. */
  content?: string;
}

export interface ScanOptions {
  /** Elements whose text (and their descendants') is left out of `text`. */
  hidesText?: (tag: HtmlTag) => boolean;
}

export function scanHtml(html: string, options: ScanOptions = {}): { tags: HtmlTag[]; text: string } {
  const tags: HtmlTag[] = [];
  const text: string[] = [];
  const hidden: boolean[] = [];
  let rawText: HtmlTag | undefined;
  const parser = new Parser({
    onopentag(name, attribs) {
      const tag: HtmlTag = { name, attrs: new Map(Object.entries(attribs)) };
      if (name === 'script' || name === 'style') {
        tag.content = '';
        rawText = tag;
      }
      tags.push(tag);
      hidden.push(Boolean(hidden.at(-1)) || (options.hidesText?.(tag) ?? false));
      text.push(' ');
    },
    ontext(chunk) {
      if (rawText) rawText.content += chunk;
      else if (!hidden.at(-1)) text.push(chunk);
    },
    onclosetag() {
      rawText = undefined;
      hidden.pop();
      text.push(' ');
    },
  });
  parser.end(html);
  return { tags, text: text.join('') };
}
