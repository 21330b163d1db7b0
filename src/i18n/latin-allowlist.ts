/**
 * Latin words allowed on Arabic pages: formats, standards and product names that Arabic
 * business readers use as they are (docs/content/style-sheet.md, "Acronyms"). Government bodies
 * and platforms (ZATCA, GOSI, WPS, Mudad, Qiwa, ETA) and services such as SMS, VAT or POS take
 * their Arabic names, so they are not here. Anything else in Latin script on an Arabic page is
 * treated as untranslated English by tests/e2e/every-page.spec.ts and src/content/validate.ts.
 */
const latinAllowlist = [
  'ERP',
  'ASCON',
  'PDF',
  'DOC',
  'DOCX',
  'Excel',
  'API',
  'GPS',
  'QR',
  'RFID',
  'IBAN',
  'SWIFT',
  'IFRS',
  'SQL',
  'ISO',
  // Technologies named in job requirements, written as their makers write them.
  'C#',
  'C',
  'NET',
  'Java',
  'Microsoft',
  'Server',
  'Oracle',
  'REST',
  'English',
  'Facebook',
  'Instagram',
  'YouTube',
  'X',
  'name',
  'company',
  'com',
  // Keys named as they are printed on a keyboard (the search dialog's hint, «Enter للفتح»).
  'Enter',
  'Esc',
  // The site's three cookies, named in the privacy notice as a browser's settings show them.
  'i18next',
  'langHint',
  'form_token',
] as const;

const allowed = new Set<string>(latinAllowlist.map((w) => w.toLowerCase()));

/** Latin words in `text` that are not allowed, after removing e-mails, URLs and phone numbers. */
export function untranslatedWords(text: string): string[] {
  const cleaned = text
    .replace(/\[[^\]]*\]\(route:[A-Za-z]+\)/g, (m) => m.replace(/\(route:[A-Za-z]+\)/, ''))
    .replace(/\{[A-Za-z]+\}/g, ' ')
    // ICU plural syntax: `{count, plural, one {…} other {…}}` (the branch texts stay checked).
    .replace(/\{\s*\w+\s*,\s*plural\s*,/g, ' ')
    .replace(/(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*\{/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\bwww\.\S+/g, ' ');
  // An underscore joins a word (a cookie's name, form_token), so it is allowed whole or not at all.
  return (cleaned.match(/[A-Za-z][A-Za-z0-9_'’-]*/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()));
}
