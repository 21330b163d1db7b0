/**
 * Arabic headings keep a short word with the word after it: a preposition or particle of one or
 * two letters («في», «من», «عن»), one of the three-letter prepositions listed, or a demonstrative
 * («هذه الصفحة»), left alone at a line's end reads as a broken line. The space after it becomes a no-break space (U+00A0); words
 * in other scripts are left as they are.
 */
const short = String.raw`(?:[\u0621-\u064A][\u064B-\u0652]*){1,2}|على|إلى|حتى|هذه|هذا`;
const shortThenSpace = new RegExp(String.raw`(^|\s)(${short}) (?=\S)`, 'gu');

export function keepShortWordsWithNext(text: string): string {
  // Twice: a short word right after another («من في») starts where the first match ended.
  return text.replace(shortThenSpace, '$1$2\u00a0').replace(shortThenSpace, '$1$2\u00a0');
}
