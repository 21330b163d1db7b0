import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';
import { pharmacyApp } from './pharmacy-app.ts';

/**
 * The pharmacy counter (the pharmacy page's second screen, decision 0036): a sale split between
 * the insurer and the patient, each line on the batch that expires first. The insurer's share is
 * what the insurance claim later carries; no interaction or formulary data is shown.
 */
export function dispensing(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  // Item, batch, expiry, quantity, price; the sample policy covers 80% of the covered lines.
  const lines: Array<[string, string, string, number, number, boolean]> = [
    [p('Amoxicillin 500 mg × 21', 'أموكسيسيلين 500 مجم × 21'), 'A25012', '2027-03-31', 1, 38.5, true],
    [p('Omeprazole 20 mg × 14', 'أوميبرازول 20 مجم × 14'), 'O24390', '2027-05-31', 1, 24.75, true],
    [p('Paracetamol 500 mg × 24', 'باراسيتامول 500 مجم × 24'), 'B24117', '2027-01-31', 2, 7.5, true],
    [p('Vitamin D3 1000 IU', 'فيتامين D3 1000 وحدة'), 'V24502', '2027-04-30', 1, 45, false],
  ];
  const total = lines.reduce((s, [, , , q, pr]) => s + q * pr, 0);
  const covered = lines.filter(([, , , , , c]) => c).reduce((s, [, , , q, pr]) => s + q * pr, 0);
  const insurer = covered * 0.8;
  return {
    ...pharmacyApp(l),
    active: 0,
    breadcrumb: p('Branch 3 › Counter 1 › Shift of 23/11/2026', 'الفرع 3 › منفذ الصرف 1 › وردية 23/11/2026'),
    title: p('Prescription sale RX-3-02117', 'بيع بوصفة RX-3-02117'),
    status: { label: p('Insurance approved', 'معتمدة من التأمين'), tone: 'ok' },
    actions: p(['Hold', 'Pay'], ['تعليق', 'الدفع']),
    blocks: [
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Batch', 'التشغيلة') },
          { label: p('Expiry', 'الصلاحية') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Amount', 'المبلغ'), num: true },
        ],
        rows: lines.map(([item, batch, expiry, q, pr, c]) => [
          c ? item : `${item} ${p('(not covered)', '(غير مشمول)')}`,
          batch,
          gregorian(expiry),
          String(q),
          money(q * pr),
        ]),
        total: [p(`Total (${sar.en})`, `الإجمالي (${sar.ar})`), '', '', '', money(total)],
        phone: [0, 3, 4],
      },
      {
        kind: 'kpis',
        items: [
          { label: p("Insurer's share", 'حصة شركة التأمين'), value: money(insurer), note: p('80% cover', 'تغطية 80%'), tone: 'ok' },
          { label: p("Patient's share", 'حصة المريض'), value: money(total - insurer) },
          { label: p('Insurance claim', 'مطالبة التأمين'), value: 'CL-2611-084', note: p('November batch', 'دفعة نوفمبر'), tone: 'info' },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Insurer', 'شركة التأمين'), p('Sample Insurance Co.', 'شركة التأمين النموذجية')],
          [p('Prescription', 'الوصفة'), p('Sample Clinic · 22/11/2026', 'العيادة النموذجية · 22/11/2026')],
          [p('Batch rule', 'قاعدة التشغيلة'), p('First expired, first out', 'ما ينتهي أولًا يُصرف أولًا')],
          [p('Payment', 'الدفع'), p('Card (mada)', 'بطاقة (مدى)')],
          [p('Dispensed at', 'مكان الصرف'), p('Counter 1 · Branch 3', 'منفذ الصرف 1 · الفرع 3')],
          [p('Receipt', 'الإيصال'), p('Printed, with ZATCA QR', 'مطبوع برمز QR الضريبي')],
        ],
      },
    ],
  };
}
