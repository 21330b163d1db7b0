import qrcode from 'qrcode-generator';

/** The dark modules of `data` as a QR Code (byte mode, error correction M), row by row. */
export function qrModules(data: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(data, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** A QR Code drawn as one SVG path from the data it encodes (4-module quiet zone), at build time. */
export function QrCode({ data }: { data: string }) {
  const matrix = qrModules(data);
  const size = matrix.length + 8;
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x + 4} ${y + 4}h1v1h-1z`)));
  return (
    <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" role="img" aria-label="QR">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#0f1d2e" />
    </svg>
  );
}
