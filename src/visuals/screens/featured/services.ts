/**
 * Featured Systems' sections for real estate, schools and car rental: the month's rent
 * collections, next year's admissions and the traffic fines charged to renters, each its own
 * screen, not the sector page's hero (decision 0065).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { arabicCount, gregorian, money, pick, sample, sar } from '../../sample.ts';
import { carRentalApp } from '../sectors/car-rental-app.ts';
import { realEstateApp } from '../sectors/real-estate-app.ts';
import { schoolApp } from '../sectors/school-app.ts';

/** November's installments across the landlord's buildings; the office of the tenancy contract paid on the 1st. */
export function rentCollection(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const paid = p('ok:Paid', 'ok:مدفوعة');
  const late = (days: number) => p(`bad:${days} days late`, `bad:متأخرة ${arabicCount(days, { few: 'أيام', many: 'يومًا', other: 'يوم' })}`);
  const due: Array<[string, string, string, number, string]> = [
    ['B-1204', sample.tenant[l], '2026-11-01', 24000, paid],
    ['A-0302', 'T-3381', '2026-11-05', 18500, paid],
    ['S-04', 'T-2207', '2026-11-10', 42000, late(17)],
    ['S-07', 'T-2219', '2026-11-18', 32250, late(9)],
    ['A-0507', 'T-3405', '2026-11-20', 15000, paid],
    ['B-0810', 'T-1190', '2026-11-25', 27500, p('info:Check deposited', 'info:شيك مودَع')],
    ['A-0611', 'T-3412', '2026-11-28', 16000, p('info:Not yet due', 'info:لم يحن موعدها')],
    ['B-0402', 'T-1178', '2026-11-30', 21000, p('info:Not yet due', 'info:لم يحن موعدها')],
  ];
  return {
    ...realEstateApp(l),
    active: 3,
    breadcrumb: p('Real estate › Collections › November 2026', 'العقارات › التحصيل › نوفمبر 2026'),
    title: p('November rents', 'إيجارات نوفمبر'),
    status: { label: p('2 installments late', 'دفعتان متأخرتان'), tone: 'bad' },
    actions: p(['Send reminders', 'Record payment'], ['إرسال تذكيرات', 'تسجيل دفعة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Due this month (${sar.en})`, `المستحق هذا الشهر (${sar.ar})`), value: money(412500) },
          { label: p('Collected', 'المحصَّل'), value: money(273750), note: p('66% of amount due', '66% من المستحق'), tone: 'ok' },
          { label: p('Late', 'المتأخر'), value: money(74250), note: p('2 shops', 'محلان'), tone: 'bad' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Unit', 'الوحدة') },
          { label: p('Tenant', 'المستأجر') },
          { label: p('Due', 'الاستحقاق') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: due.map(([unit, tenant, date, amount, status]) => [unit, tenant, gregorian(date), money(amount), status]),
        selected: 2,
        phone: [0, 3, 4],
      },
    ],
  };
}

/** Applications for the next school year by grade, against the places each grade has. */
export function admissions(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const open = p('ok:Open', 'ok:مفتوح');
  const grades: Array<[string, number, number, number, string]> = [
    [p('KG 1', 'الروضة الأولى'), 40, 62, 28, p('warn:Waiting list', 'warn:قائمة انتظار')],
    [p('Grade 1', 'الصف الأول'), 30, 41, 22, open],
    [p('Grade 4', 'الصف الرابع'), 25, 19, 12, open],
    [p('Grade 7', 'الصف السابع'), 30, 34, 14, p('info:Tests on 12/12', 'info:الاختبار في 12/12')],
    [p('Grade 9', 'الصف التاسع'), 20, 18, 9, open],
    [p('Grade 10', 'الصف العاشر'), 25, 28, 10, p('info:Tests on 14/12', 'info:الاختبار في 14/12')],
    [p('Grade 11', 'الصف الحادي عشر'), 30, 30, 10, open],
  ];
  const total = (i: 1 | 2 | 3) => grades.reduce((s, g) => s + g[i], 0);
  const sum = (i: 1 | 2 | 3) => String(total(i));
  return {
    ...schoolApp(l),
    active: 0,
    breadcrumb: p('School management › Admissions › 2027–2028', 'إدارة المدارس › القبول › 2027–2028'),
    title: p('Admissions 2027–2028', 'القبول للعام 2027–2028'),
    status: { label: p(`Open until ${gregorian('2027-03-31')}`, `مفتوح حتى ${gregorian('2027-03-31')}`), tone: 'info' },
    actions: p(['Schedule tests', 'Accept'], ['جدولة الاختبارات', 'قبول']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          {
            label: p('Applications', 'الطلبات'),
            value: sum(2),
            note: p(`for ${sum(1)} places`, `على ${arabicCount(total(1), { few: 'مقاعد', many: 'مقعدًا', other: 'مقعد' })}`),
          },
          { label: p('Accepted', 'المقبولون'), value: sum(3), tone: 'ok' },
          {
            label: p('With siblings enrolled', 'لهم إخوة في المدرسة'),
            value: '41',
            note: p('sibling discount applies', 'يستحقون خصم الإخوة'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Grade', 'الصف') },
          { label: p('Places', 'المقاعد'), num: true },
          { label: p('Applied', 'المتقدمون'), num: true },
          { label: p('Accepted', 'المقبولون'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: grades.map(([grade, places, applied, accepted, status]) => [
          grade,
          String(places),
          String(applied),
          String(accepted),
          status,
        ]),
        total: [p('Total', 'الإجمالي'), sum(1), sum(2), sum(3), ''],
        phone: [0, 2, 4],
      },
    ],
  };
}

/** November's fines on the rental fleet, each matched to the agreement the car was out on. */
export function trafficFines(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const charged = p('ok:Charged', 'ok:حُمِّلت');
  const toCharge = p('warn:To charge', 'warn:للتحميل');
  const fines: Array<[string, string, string, string, number, string]> = [
    ['4821', '2026-11-22', p('Speeding', 'تجاوز السرعة'), 'RA-2026-05127', 300, toCharge],
    ['7316', '2026-11-19', p('Parking', 'وقوف خاطئ'), 'RA-2026-05088', 150, charged],
    ['2290', '2026-11-15', p('Red light', 'قطع الإشارة'), 'RA-2026-05041', 3000, charged],
    ['5178', '2026-11-12', p('Phone use', 'استخدام الجوال'), 'RA-2026-05019', 500, toCharge],
    ['6403', '2026-11-08', p('Seat belt', 'عدم ربط الحزام'), 'RA-2026-04977', 150, charged],
    ['3355', '2026-11-03', p('Speeding', 'تجاوز السرعة'), 'RA-2026-04930', 300, charged],
    ['8842', '2026-11-02', p('Parking', 'وقوف خاطئ'), 'RA-2026-04921', 150, charged],
    ['1907', '2026-11-01', p('Speeding', 'تجاوز السرعة'), 'RA-2026-04915', 300, charged],
  ];
  const total = (status: string) => fines.filter((f) => f[5] === status).reduce((s, f) => s + f[4], 0);
  return {
    ...carRentalApp(l),
    active: 4,
    breadcrumb: p('Car rental › Traffic fines › November 2026', 'تأجير السيارات › المخالفات المرورية › نوفمبر 2026'),
    title: p('November fines', 'مخالفات نوفمبر'),
    status: { label: p('2 to charge', 'مخالفتان للتحميل'), tone: 'warn' },
    actions: p(['Record fine', 'Charge renters'], ['تسجيل مخالفة', 'التحميل على المستأجرين']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          {
            label: p('Fines', 'المخالفات'),
            value: String(fines.length),
            note: p('each matched to a rental', 'كلٌّ منها مربوطة بعقد تأجير'),
            tone: 'ok',
          },
          { label: p(`Charged (${sar.en})`, `المحمَّل (${sar.ar})`), value: money(total(charged)) },
          { label: p(`To charge (${sar.en})`, `للتحميل (${sar.ar})`), value: money(total(toCharge)), tone: 'warn' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Plate', 'اللوحة') },
          { label: p('Date', 'التاريخ') },
          { label: p('Violation', 'المخالفة') },
          { label: p('Agreement', 'العقد') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: fines.map(([plate, date, what, agreement, amount, status]) => [
          plate,
          gregorian(date),
          what,
          agreement,
          money(amount),
          status,
        ]),
        selected: 0,
        phone: [2, 4, 5],
      },
    ],
  };
}
