/**
 * DOC: an OLE2 compound file is a container (Word, Excel, PowerPoint, Windows Installer…), so
 * only one holding a Word document stream is a DOC; macros and packaged files make it unsafe.
 */
import * as CFB from 'cfb';
import { verdict, type CvVerdict } from './types.ts';

/** A Word 6–2003 document stream starts with its FIB, whose wIdent is 0xA5EC. */
const wordIdent = 0xa5ec;
// VBA project storages/streams (Word: Macros/VBA, _VBA_PROJECT; Excel: _VBA_PROJECT_CUR).
const macroPart = /^(?:macros|vba|_vba_project(?:_cur)?)$/i;
// \x01Ole10Native is an OLE "Package": an arbitrary embedded file (often an .exe or script).
const packagePart = '\x01Ole10Native';

export function inspectDoc(bytes: Buffer): CvVerdict {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return verdict.damaged;
  }
  // FullPaths are like 'Root Entry/Macros/VBA/dir'; the first segment is the root's own name.
  const parts = container.FullPaths.map((path, index) => ({ segments: path.split('/').filter(Boolean).slice(1), entry: container.FileIndex[index] }));
  if (parts.some(({ segments }) => segments.some((segment) => macroPart.test(segment) || segment === packagePart))) return verdict.unsafe;
  const word = parts.find(({ segments, entry }) => segments.length === 1 && segments[0] === 'WordDocument' && entry?.type === 2);
  if (!word) {
    // A password-protected DOCX is an OLE2 file holding the encrypted package: unreadable, not foreign.
    const encrypted = parts.some(({ segments }) => segments.length === 1 && segments[0] === 'EncryptedPackage');
    return encrypted ? verdict.damaged : verdict.type;
  }
  const content = word.entry?.content;
  if (!content || content.length < 2 || (content[0] ?? 0) + ((content[1] ?? 0) << 8) !== wordIdent) return verdict.damaged;
  return verdict.ok('doc');
}
