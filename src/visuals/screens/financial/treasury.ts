/** Financial Systems: the cash position (treasury management), check printing and petty cash. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { count, egp, gregorian, money, pick, sar } from '../../sample.ts';

export function cashPosition(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  // Arabic says the word as the English letter does: a bare number reads as a quantity.
  const weeks = [48, 49, 50, 51, 52, 1].map((n) => p(`W${n}`, `الأسبوع ${n}`));
  const inflow = [820, 760, 910, 700, 880, 940];
  const outflow = [690, 810, 720, 760, 930, 650];
  const accounts: Array<[string, string, string, string]> = [
    [p('Riyadh branch cash box', 'خزينة فرع الرياض'), sar[l], money(48320), money(48320)],
    [p('Bank account 0142 – current', 'حساب بنكي 0142 – جاري'), sar[l], money(1386410), money(1386410)],
    [p('Bank account 0377 – payroll', 'حساب بنكي 0377 – رواتب'), sar[l], money(512800), money(512800)],
    [p('Cairo branch – bank account 2208', 'فرع القاهرة – حساب بنكي 2208'), egp[l], money(2145600), money(165700)],
  ];
  return {
    ...productFrame('financial', 'treasury-management', l),
    breadcrumb: crumbs('financial', 'treasury-management', l, p('Cash position', 'المركز النقدي'), gregorian('2026-11-23')),
    title: p('Cash position and forecast', 'المركز النقدي والتوقعات'),
    actions: p(['Transfer', 'Reconcile'], ['تحويل', 'تسوية بنكية']),
    blocks: [
      {
        kind: 'chart',
        title: p(
          `Expected receipts and payments by week (${sar.en} thousand)`,
          `المقبوضات والمدفوعات المتوقعة حسب الأسبوع (ألف ${sar.ar})`,
        ),
        legend: p(['Receipts', 'Payments'], ['المقبوضات', 'المدفوعات']),
        bars: weeks.map((label, i) => ({ label, a: inflow[i]!, b: outflow[i]! })),
        // «الأسبوع 52» is wider than a sixth of the phone canvas.
        phoneAlternateLabels: l === 'ar',
      },
      {
        kind: 'table',
        columns: [
          { label: p('Cash box or bank account', 'الخزينة أو الحساب البنكي') },
          { label: p('Currency', 'العملة') },
          { label: p('Balance', 'الرصيد'), num: true },
          { label: p(`In ${sar.en}`, `بالريال (${sar.ar})`), num: true },
        ],
        rows: accounts,
        total: [p('Total', 'الإجمالي'), '', '', money(2113230)],
        selected: 3,
        phone: [0, 2, 3],
      },
    ],
  };
}

export function checkPrinting(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const checks: Array<[number, string, string, number, string]> = [
    [100481, p('S-0112 · Food supplier', 'S-0112 · مورد أغذية'), '2026-11-25', 64280, p('ok:Printed', 'ok:طُبع')],
    [100482, p('S-0127 · Packaging supplier', 'S-0127 · مورد تغليف'), '2026-11-26', 18450, p('ok:Printed', 'ok:طُبع')],
    [100483, p('S-0140 · Transport contractor', 'S-0140 · مقاول نقل'), '2026-11-30', 27600, p('info:In queue', 'info:في الانتظار')],
    [100484, p('S-0158 · Cleaning services', 'S-0158 · خدمات نظافة'), '2026-11-30', 8900, p('info:In queue', 'info:في الانتظار')],
    [100485, p('S-0171 · Office supplies', 'S-0171 · مستلزمات مكتبية'), '2026-12-02', 5340, p('info:In queue', 'info:في الانتظار')],
    [100486, p('Landlord · Jeddah branch', 'المؤجر · فرع جدة'), '2026-12-01', 15000, p('warn:Post-dated', 'warn:آجل')],
    [100487, p('E-1046 · Petty cash replenishment', 'E-1046 · تعويض عهدة'), '2026-11-24', 3410, p('ok:Printed', 'ok:طُبع')],
    [100488, p('GOSI · November', 'التأمينات الاجتماعية · نوفمبر'), '2026-12-10', 92610, p('info:In queue', 'info:في الانتظار')],
  ];
  return {
    ...productFrame('financial', 'banks-printing', l),
    breadcrumb: crumbs('financial', 'banks-printing', l, p('Checks', 'الشيكات'), p('Batch 2026-48', 'الدفعة 2026-48')),
    title: p('Check batch 2026-48', 'دفعة الشيكات 2026-48'),
    status: { label: p('From approved payments', 'من المدفوعات المعتمدة'), tone: 'ok' },
    actions: p(['Transfer letter', 'Print'], ['خطاب تحويل', 'طباعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Bank account', 'الحساب البنكي'), p('0142 – current', '0142 – جاري')],
          [p('Check book', 'دفتر الشيكات'), `${count(100451)}–${count(100500)}`],
          [p('Layout', 'نموذج الطباعة'), p('Bank layout, Arabic words', 'نموذج البنك، المبلغ كتابةً بالعربية')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Check no.', 'رقم الشيك') },
          { label: p('Payee', 'المستفيد') },
          { label: p('Date', 'التاريخ') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: checks.map(([no, payee, date, amount, status]) => [String(no), payee, gregorian(date), money(amount), status]),
        total: ['', p('Total', 'الإجمالي'), '', money(checks.reduce((s, c) => s + c[3], 0)), ''],
        selected: 2,
        phone: [1, 3, 4],
      },
    ],
  };
}

export function pettyCash(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const holders: Array<[string, string, number, number, number, string]> = [
    [
      'E-1046',
      p('Storekeeper, main warehouse', 'أمين مستودع، المستودع الرئيسي'),
      5000,
      3720,
      3410,
      p('warn:Settle by 30/11', 'warn:تسوية قبل 30/11'),
    ],
    ['E-1052', p('Driver, van 3', 'سائق، المركبة 3'), 2000, 1380, 1380, p('ok:Receipts complete', 'ok:الإيصالات مكتملة')],
    ['E-1081', p('Cashier, Riyadh branch', 'أمين صندوق، فرع الرياض'), 3000, 940, 940, p('ok:Receipts complete', 'ok:الإيصالات مكتملة')],
    ['E-1031', p('Sales supervisor', 'مشرف مبيعات'), 4000, 3960, 2100, p('bad:Over 90% of float', 'bad:تجاوز 90% من السقف')],
    ['E-1094', p('IT support', 'دعم تقني'), 1500, 420, 420, p('ok:Receipts complete', 'ok:الإيصالات مكتملة')],
    ['E-1067', p('HR officer', 'أخصائي موارد بشرية'), 2000, 0, 0, p('info:New float', 'info:سقف جديد')],
    ['E-1024', p('Accountant', 'محاسب'), 0, 0, 0, p('info:No float', 'info:لا عهدة')],
    ['E-1112', p('Sales consultant, showroom', 'مستشار مبيعات، المعرض'), 0, 0, 0, p('info:No float', 'info:لا عهدة')],
  ];
  return {
    ...productFrame('financial', 'petty-cash', l),
    breadcrumb: crumbs('financial', 'petty-cash', l, p('Holders', 'أمناء العُهد'), p('Open floats', 'العُهد المفتوحة')),
    title: p('Petty cash by holder', 'العُهد النقدية حسب أمين العهدة'),
    actions: p(['Replenish', 'Settle'], ['تعويض العهدة', 'تسوية']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Floats issued (${sar.en})`, `العُهد المصروفة (${sar.ar})`), value: money(17500) },
          { label: p(`Spent (${sar.en})`, `المنصرف (${sar.ar})`), value: money(10420) },
          { label: p('Awaiting receipts', 'بانتظار الإيصالات'), value: money(2170), note: p('2 holders', 'أمينا عهدة'), tone: 'warn' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Holder', 'أمين العهدة') },
          { label: p('Job', 'الوظيفة') },
          { label: p('Float', 'سقف العهدة'), num: true },
          { label: p('Spent', 'المنصرف'), num: true },
          { label: p('Backed by receipts', 'المؤيَّد بإيصالات'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: holders.map(([code, job, float, spent, receipts, status]) => [
          code,
          job,
          money(float),
          money(spent),
          money(receipts),
          status,
        ]),
        selected: 3,
        phone: [1, 3, 5],
      },
    ],
  };
}
