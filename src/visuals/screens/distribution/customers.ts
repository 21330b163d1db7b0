/** Distribution Systems: a loyalty program member, and an automobile sale with its installments. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { count, gregorian, money, pick, sar, sarAmount } from '../../sample.ts';

export function loyaltyMember(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const moves: Array<[string, string, string, number, number]> = [
    ['2026-11-22', p('Riyadh branch · R-3-00418', 'فرع الرياض · R-3-00418'), p('Purchase', 'شراء'), 246.5, 246],
    ['2026-11-18', p('Online order · W-21877', 'طلب إلكتروني · W-21877'), p('Purchase', 'شراء'), 512, 512],
    ['2026-11-18', p('Online order · W-21877', 'طلب إلكتروني · W-21877'), p('Double points offer', 'عرض النقاط المضاعفة'), 0, 512],
    ['2026-11-09', p('Jeddah branch · J-1-07731', 'فرع جدة · J-1-07731'), p('Points redeemed', 'استبدال نقاط'), -50, -2000],
    ['2026-11-02', p('Riyadh branch · R-1-06112', 'فرع الرياض · R-1-06112'), p('Purchase', 'شراء'), 138.75, 138],
    ['2026-10-27', p('Riyadh branch · R-3-00211', 'فرع الرياض · R-3-00211'), p('Purchase', 'شراء'), 421, 421],
    ['2026-10-15', p('Customer service', 'خدمة العملاء'), p('Birthday bonus', 'مكافأة يوم الميلاد'), 0, 250],
    ['2026-10-08', p('Jeddah branch · J-2-05519', 'فرع جدة · J-2-05519'), p('Purchase', 'شراء'), 96.25, 96],
  ];
  const sign = (n: number) => (n < 0 ? `−${count(-n)}` : `+${count(n)}`);
  return {
    ...productFrame('distribution', 'loyalty-program', l),
    breadcrumb: crumbs('distribution', 'loyalty-program', l, p('Members', 'الأعضاء'), 'M-084127'),
    title: p('Member M-084127', 'عضو برنامج الولاء M-084127'),
    status: { label: p('Gold tier', 'المستوى الذهبي'), tone: 'warn' },
    actions: p(['Send SMS', 'Redeem points'], ['إرسال رسالة نصية', 'استبدال النقاط']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          {
            label: p('Points balance', 'رصيد النقاط'),
            value: count(6840),
            note: p(`worth ${sarAmount(171, 'en')}`, `تعادل ${sarAmount(171, 'ar')}`),
            tone: 'ok',
          },
          { label: p(`Spent this year (${sar.en})`, `مشتريات هذا العام (${sar.ar})`), value: money(14260) },
          {
            label: p('Points expiring 31/12', 'نقاط تنتهي 31/12'),
            value: count(900),
            tone: 'warn',
            note: p('reminder scheduled', 'تذكير مجدول'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Date', 'التاريخ') },
          { label: p('Where', 'المكان') },
          { label: p('Movement', 'الحركة') },
          { label: p(`Value (${sar.en})`, `القيمة (${sar.ar})`), num: true },
          { label: p('Points', 'النقاط'), num: true },
        ],
        rows: moves.map(([date, where, kind, value, points]) => [
          gregorian(date),
          where,
          kind,
          value ? money(value).replace('-', '−') : '—',
          sign(points),
        ]),
        selected: 1,
        phone: [0, 2, 4],
      },
    ],
  };
}

export function vehicleSale(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const schedule: Array<[string, string, number, string]> = [
    [p('Down payment', 'الدفعة الأولى'), '2026-11-20', 27000, p('ok:Paid', 'ok:مسددة')],
    [p('Installment 1 of 36', 'القسط 1 من 36'), '2026-12-20', 2650, p('info:Scheduled', 'info:مجدول')],
    [p('Installment 2 of 36', 'القسط 2 من 36'), '2027-01-20', 2650, p('info:Scheduled', 'info:مجدول')],
    [p('Installment 3 of 36', 'القسط 3 من 36'), '2027-02-20', 2650, p('info:Scheduled', 'info:مجدول')],
    [p('Registration and plates', 'التسجيل واللوحات'), '2026-11-20', 1150, p('ok:Paid', 'ok:مسددة')],
    [p('Comprehensive insurance, year 1', 'التأمين الشامل، السنة الأولى'), '2026-11-20', 4380, p('ok:Paid', 'ok:مسددة')],
    [p('First service (5,000 km)', 'الصيانة الأولى (5,000 كم)'), '2027-02-15', 0, p('info:Included', 'info:مشمولة')],
  ];
  return {
    ...productFrame('distribution', 'automobile-sales', l),
    breadcrumb: crumbs('distribution', 'automobile-sales', l, p('Sales contracts', 'عقود البيع'), 'VS-2026-0217'),
    title: p('Vehicle sale VS-2026-0217', 'بيع مركبة VS-2026-0217'),
    status: { label: p('Delivered', 'سُلّمت'), tone: 'ok' },
    actions: p(['Print contract', 'Collect installment'], ['طباعة العقد', 'تحصيل قسط']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Customer', 'العميل'), p('Individual · C-20977', 'عميل فرد · C-20977')],
          [p('Model', 'الطراز'), p('Sedan 2.0, 2027, white', 'سيدان 2.0، 2027، أبيض')],
          [p('Chassis no.', 'رقم الهيكل'), 'SMPL4A7C0RS018293'],
          [p('Price incl. VAT', 'السعر شامل الضريبة'), sarAmount(122400, l)],
          [p('Financed', 'المبلغ الممول'), sarAmount(95400, l)],
          [p('Salesperson', 'مندوب المبيعات'), 'E-1112'],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Payment', 'الدفعة') },
          { label: p('Due', 'الاستحقاق') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: schedule.map(([what, due, amount, status]) => [what, gregorian(due), money(amount), status]),
        selected: 1,
      },
    ],
  };
}
