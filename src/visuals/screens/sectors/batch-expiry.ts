import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, pick, sarAmount } from '../../sample.ts';
import { pharmacyApp } from './pharmacy-app.ts';

/** The batches due soonest, first expiry first: item, batch, expiry, branch, quantity, action. */
function batches(l: Locale): string[][] {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const rows: Array<[string, string, string, string, string, string]> = [
    [
      p('Paracetamol 500 mg × 24', 'باراسيتامول 500 مجم × 24'),
      'B24117',
      '2027-01-31',
      p('Branch 3', 'الفرع 3'),
      '160',
      p('bad:Return', 'bad:إرجاع'),
    ],
    [
      p('Amoxicillin 250 mg susp.', 'أموكسيسيلين 250 مجم معلّق'),
      'A23980',
      '2027-02-28',
      p('Branch 7', 'الفرع 7'),
      '48',
      p('warn:Transfer to branch 1', 'warn:تحويل إلى الفرع 1'),
    ],
    [
      p('Insulin pen 100 U/ml', 'قلم إنسولين 100 وحدة/مل'),
      'N25031',
      '2027-03-31',
      p('Warehouse', 'المستودع'),
      '35',
      p('info:Dispense first', 'info:يُصرف أولًا'),
    ],
    [
      p('Vitamin D3 1000 IU', 'فيتامين D3 1000 وحدة'),
      'V24502',
      '2027-04-30',
      p('Branch 2', 'الفرع 2'),
      '220',
      p('info:Dispense first', 'info:يُصرف أولًا'),
    ],
    [p('Saline nasal spray', 'بخاخ أنف ملحي'), 'S24777', '2027-05-31', p('Branch 5', 'الفرع 5'), '90', p('ok:On offer', 'ok:ضمن عرض')],
    [
      p('Omeprazole 20 mg × 14', 'أوميبرازول 20 مجم × 14'),
      'O24390',
      '2027-05-31',
      p('Branch 1', 'الفرع 1'),
      '75',
      p('info:Dispense first', 'info:يُصرف أولًا'),
    ],
    [
      p('Cetirizine 10 mg × 20', 'سيتريزين 10 مجم × 20'),
      'C24815',
      '2027-05-31',
      p('Branch 4', 'الفرع 4'),
      '130',
      p('info:Dispense first', 'info:يُصرف أولًا'),
    ],
    [
      p('Ibuprofen 400 mg × 30', 'إيبوبروفين 400 مجم × 30'),
      'I24662',
      '2027-06-30',
      p('Branch 6', 'الفرع 6'),
      '110',
      p('info:Dispense first', 'info:يُصرف أولًا'),
    ],
  ];
  return rows.map(([item, batch, expiry, ...rest]) => [item, batch, gregorian(expiry), ...rest]);
}

export function batchExpiry(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...pharmacyApp(l),
    active: 1,
    breadcrumb: p('Pharmacy › Batches and expiry › Next 180 days', 'الصيدليات › التشغيلات والصلاحية › الأيام الـ 180 القادمة'),
    title: p('Batches near expiry', 'تشغيلات قريبة الانتهاء'),
    status: { label: p('First expired, first out', 'ما ينتهي أولًا يُصرف أولًا'), tone: 'info' },
    actions: p(['Return to supplier', 'Transfer'], ['إرجاع للمورد', 'تحويل']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          {
            label: p('Batches expiring within 90 days', 'تشغيلات تنتهي خلال 90 يومًا'),
            value: '23',
            tone: 'bad',
            note: sarAmount(18740, l),
          },
          {
            label: p('91–180 days', 'من 91 إلى 180 يومًا'),
            value: '41',
            tone: 'warn',
            note: sarAmount(36215, l),
          },
          { label: p('Branches checked', 'الفروع المراجَعة'), value: p('12 / 12', '12 من 12') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Batch', 'التشغيلة') },
          { label: p('Expiry', 'الصلاحية') },
          { label: p('Branch', 'الفرع') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Action', 'الإجراء') },
        ],
        rows: batches(l),
        selected: 0,
      },
    ],
  };
}
