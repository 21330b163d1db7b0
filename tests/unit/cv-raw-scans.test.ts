/** The raw byte scans of server/leads/cv-inspection/: PDF names with #xx escapes, executables by structure. */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { containsExecutable } from '../../server/leads/cv-inspection/executables.ts';
import { decodePdfName, rawBytesHaveUnsafeName } from '../../server/leads/cv-inspection/pdf-names.ts';
import { pdfWithExecutableFile } from '../support/files.ts';

describe('raw byte scans', () => {
  test('names are decoded with #xx escapes in either case', () => {
    expect(decodePdfName('J#61vaScript')).toBe('JavaScript');
    // Lower-case hex digits too: pdf-lib's own decoder reads only upper-case ones.
    expect(rawBytesHaveUnsafeName(Buffer.from('%PDF-1.7\n1 0 obj<</S/#4a#53>>endobj', 'latin1'))).toBe(true);
    expect(rawBytesHaveUnsafeName(Buffer.from('%PDF-1.7\n1 0 obj<</S/L#61unch>>endobj', 'latin1'))).toBe(true);
    expect(rawBytesHaveUnsafeName(Buffer.from('%PDF-1.7\n1 0 obj<</S/URI/URI(https://example.com/JS)>>endobj', 'latin1'))).toBe(false);
  });

  test('stream data is not read as names (compressed bytes may spell /JS by chance)', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<</Length 9>>stream\n/JS /XFA\nendstream endobj\n2 0 obj<</Type/Page>>endobj', 'latin1');
    expect(rawBytesHaveUnsafeName(pdf)).toBe(false);
  });

  test('an executable is found by its structure, not by two magic bytes', () => {
    expect(containsExecutable(pdfWithExecutableFile)).toBe(true);
    expect(containsExecutable(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('MZ'), Buffer.alloc(200)]))).toBe(false);
    const elf = Buffer.from('7f454c46020101000000000000000000', 'hex');
    expect(containsExecutable(Buffer.concat([Buffer.from('%PDF-1.7\n'), elf]))).toBe(true);
    expect(containsExecutable(randomBytes(1024 * 1024))).toBe(false);
  });
});
