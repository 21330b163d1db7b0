import { cvTypes } from '../../src/forms/limits.ts';

/** The media type of a CV whose type was judged from its bytes (pdf | doc | docx). */
export function cvContentType(type: string): string {
  return (cvTypes as Record<string, string>)[type] ?? 'application/octet-stream';
}
