import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, hijri, money, pick, sample, sar, sarAmount } from '../../sample.ts';
import { realEstateApp } from './real-estate-app.ts';

export function tenancyContract(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const due = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01', '2027-01-01'];
  const status = [
    p('ok:Paid', 'ok:مدفوع'),
    p('ok:Paid', 'ok:مدفوع'),
    p('ok:Paid', 'ok:مدفوع'),
    p('bad:Overdue', 'bad:متأخر'),
    p('info:Due', 'info:مستحق'),
  ];
  return {
    ...realEstateApp(l),
    active: 2,
    breadcrumb: p('Real estate › Leases › TC-2026-0318', 'العقارات › عقود الإيجار › TC-2026-0318'),
    title: p('Tenancy contract TC-2026-0318', 'عقد إيجار TC-2026-0318'),
    status: { label: p('Active', 'ساري'), tone: 'ok' },
    actions: p(['Renew', 'Receive payment'], ['تجديد', 'تحصيل دفعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Property', 'العقار'), p('Tower B, 2nd floor', 'البرج ب، الطابق الثاني')],
          [p('Unit', 'الوحدة'), p('Office 204 · 118 m²', 'مكتب 204 · 118 م²')],
          [p('Tenant', 'المستأجر'), sample.tenant[l]],
          // Both calendars: one line on the desktop window, one line each on the phone canvas.
          [p('Start', 'البداية'), [gregorian('2026-01-01'), hijri('2026-01-01', l)]],
          [p('Term', 'المدة'), p('12 months, renewable', '12 شهرًا، قابلة للتجديد')],
          [p('Annual rent', 'الإيجار السنوي'), sarAmount(96000, l)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Installment', 'الدفعة') },
          { label: p('Due date', 'تاريخ الاستحقاق') },
          { label: p('Hijri', 'الهجري') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: due.slice(0, 4).map((d, i) => [String(i + 1), gregorian(d), hijri(d, l), money(24000), status[i]!]),
        selected: 3,
        total: [p('Balance', 'الرصيد'), '', '', money(24000), ''],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p('Tower B occupancy', 'إشغال البرج ب'),
            value: '94%',
            note: p('31 of 33 units let', '31 وحدةً مؤجَّرةً من 33'),
            tone: 'ok',
          },
          { label: p(`Collected this year (${sar.en})`, `المحصَّل هذا العام (${sar.ar})`), value: money(72000) },
          {
            label: p('Renewal notice', 'إشعار التجديد'),
            value: p('60 days', '60 يومًا'),
            note: p('before the end date', 'قبل تاريخ الانتهاء'),
          },
        ],
      },
    ],
  };
}
