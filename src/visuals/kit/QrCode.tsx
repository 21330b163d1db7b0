import { encodeQr } from '../qr.ts';

/** A QR Code drawn as one SVG path from the data it encodes (4-module quiet zone). */
export function QrCode({ data }: { data: string }) {
  const matrix = encodeQr(data);
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
