/**
 * Latin words allowed on Arabic pages: product and standard names that Arabic business
 * readers use as they are. Anything else in Latin script on an Arabic page is treated as
 * untranslated English by tests/e2e/arabic-text.spec.ts and src/content/validate.ts.
 */
export const latinAllowlist = [
  'ERP', 'ASCON', 'SMS', 'PDF', 'DOC', 'DOCX', 'MB', 'Excel', 'API', 'GPS', 'QR', 'RFID', 'IBAN', 'SWIFT',
  'VAT', 'ZATCA', 'IFRS', 'WPS', 'POS', 'SQL', 'GOSI', 'Mudad', 'Qiwa', 'ETA', 'ISO', 'KPI', 'CRM',
  'English', 'Facebook', 'Instagram', 'YouTube', 'X', 'name', 'company', 'com',
] as const;

const allowed = new Set<string>(latinAllowlist.map((w) => w.toLowerCase()));

/** Latin words in `text` that are not allowed, after removing e-mails, URLs and phone numbers. */
export function untranslatedWords(text: string): string[] {
  const cleaned = text
    .replace(/\[[^\]]*\]\(route:[A-Za-z]+\)/g, (m) => m.replace(/\(route:[A-Za-z]+\)/, ''))
    .replace(/\{[A-Za-z]+\}/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\bwww\.\S+/g, ' ');
  return (cleaned.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()));
}
