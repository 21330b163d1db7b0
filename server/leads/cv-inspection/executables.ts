/**
 * Finds a native executable hidden in a file's raw bytes (a "PDF" that is `%PDF-` glued to an
 * installer, a polyglot). Two magic bytes alone would match random compressed data, so each
 * candidate must carry its format's structure: a PE file's DOS header points (e_lfanew) at
 * `PE\0\0`; an ELF ident has a valid class, byte order and version.
 */
const MZ = Buffer.from('MZ', 'latin1');
const PE = Buffer.from('PE\0\0', 'latin1');
const ELF = Buffer.from('\x7fELF', 'latin1');

export function containsExecutable(bytes: Buffer, from = 0): boolean {
  return containsPe(bytes, from) || containsElf(bytes, from);
}

function containsPe(bytes: Buffer, from: number): boolean {
  for (let at = bytes.indexOf(MZ, from); at !== -1; at = bytes.indexOf(MZ, at + 1)) {
    if (at + 0x40 > bytes.length) return false;
    const peOffset = bytes.readUInt32LE(at + 0x3c);
    // Real linkers put the PE header within the first few KB; a bound keeps garbage cheap.
    if (peOffset < 0x40 || peOffset > 0x10000) continue;
    const pe = at + peOffset;
    if (pe + 4 <= bytes.length && bytes.subarray(pe, pe + 4).equals(PE)) return true;
  }
  return false;
}

function containsElf(bytes: Buffer, from: number): boolean {
  for (let at = bytes.indexOf(ELF, from); at !== -1; at = bytes.indexOf(ELF, at + 1)) {
    const [cls, order, version] = [bytes[at + 4], bytes[at + 5], bytes[at + 6]];
    if ((cls === 1 || cls === 2) && (order === 1 || order === 2) && version === 1) return true;
  }
  return false;
}
