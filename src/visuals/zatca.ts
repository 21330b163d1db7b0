/**
 * The ZATCA (Saudi e-invoicing) simplified-invoice QR payload: tags 1–5 (seller, VAT number,
 * time stamp, total with VAT, VAT) as tag-length-value bytes, Base64-encoded.
 */
export interface ZatcaFields {
  seller: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
}

export function zatcaQrPayload(f: ZatcaFields): string {
  const encoder = new TextEncoder();
  const parts = [f.seller, f.vatNumber, f.timestamp, f.total, f.vat].flatMap((value, i) => {
    const bytes = encoder.encode(value);
    if (bytes.length > 255) throw new Error(`ZATCA tag ${i + 1} longer than 255 bytes`);
    return [i + 1, bytes.length, ...bytes];
  });
  return Buffer.from(parts).toString('base64');
}
