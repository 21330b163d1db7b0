import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sample, sar } from '../../sample.ts';
import { carRentalApp } from './car-rental-app.ts';

export function rentalAgreement(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...carRentalApp(l),
    active: 1,
    breadcrumb: p('Car rental › Rental agreements › RA-2026-05127', 'تأجير السيارات › عقود التأجير › RA-2026-05127'),
    title: p('Rental agreement RA-2026-05127', 'عقد تأجير RA-2026-05127'),
    status: { label: p('Vehicle out', 'السيارة مؤجرة'), tone: 'info' },
    actions: p(['Extend', 'Check in'], ['تمديد', 'استلام السيارة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Vehicle', 'السيارة'), p('Sedan 2025 · plate 4821', 'سيدان 2025 · لوحة 4821')],
          [p('Customer', 'العميل'), sample.renter[l]],
          [p('Rate', 'السعر'), p(`SAR ${money(180)} / day`, `${money(180)} ر.س / يوم`)],
          [p('Out', 'الخروج'), `${gregorian('2026-11-20')} 09:15`],
          [p('Due back', 'العودة المتوقعة'), `${gregorian('2026-11-27')} 09:15`],
          [p('Odometer out', 'العداد عند الخروج'), p('48,205 km', '48,205 كم')],
        ],
      },
      {
        kind: 'columns',
        phone: 1,
        blocks: [
          {
            kind: 'table',
            columns: [{ label: p('Check-out inspection', 'فحص التسليم') }, { label: p('Result', 'النتيجة') }],
            rows: [
              [p('Fuel', 'الوقود'), p('ok:Full', 'ok:ممتلئ')],
              [p('Front bumper', 'الصدام الأمامي'), p('warn:Scratch noted', 'warn:خدش مسجَّل')],
              [p('Tires', 'الإطارات'), p('ok:Good', 'ok:سليمة')],
              [p('Spare tire and tools', 'الإطار الاحتياطي والعدة'), p('ok:Present', 'ok:موجودة')],
              [p('Interior', 'المقصورة'), p('ok:Clean', 'ok:نظيفة')],
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Charges', 'الرسوم') }, { label: sar[l], num: true }],
            rows: [
              [p('7 days × 180.00', '7 أيام × 180.00'), money(1260)],
              [p('Full insurance', 'التأمين الشامل'), money(245)],
              [p('Additional driver', 'سائق إضافي'), money(105)],
              [p('VAT 15%', 'ضريبة القيمة المضافة 15%'), money(241.5)],
            ],
            total: [p('Total', 'الإجمالي'), money(1851.5)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p(`Deposit held (${sar.en})`, `مبلغ الضمان المحجوز (${sar.ar})`),
            value: money(1500),
            note: p('card pre-authorization', 'حجز مسبق على البطاقة'),
          },
          {
            label: p('Traffic fines', 'المخالفات المرورية'),
            value: '0',
            note: p('none on this plate', 'لا مخالفات على اللوحة'),
            tone: 'ok',
          },
          { label: p('Fleet on rent today', 'الأسطول المؤجَّر اليوم'), value: '86%', note: p('412 of 480 cars', '412 سيارةً من 480') },
        ],
      },
    ],
  };
}
