/** The product pages' screens: trial balance, sales order, payroll run, operations board. */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import { company, gregorian, hijri, money, pick, sar } from '../sample.ts';

export function trialBalance(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const rows: Array<[string, string, number, number]> = [
    ['1102', p('Cash and banks', 'النقدية والبنوك'), 2232850, 0],
    ['1201', p('Accounts receivable', 'المدينون'), 1362480, 0],
    ['1301', p('Inventory', 'المخزون'), 3906150, 0],
    ['2101', p('Accounts payable', 'الدائنون'), 0, 1128940],
    ['2201', p('VAT payable', 'ضريبة القيمة المضافة المستحقة'), 0, 96315],
    ['3101', p('Capital', 'رأس المال'), 0, 5000000],
    ['4101', p('Sales revenue', 'إيرادات المبيعات'), 0, 8942770],
    ['5101', p('Cost of sales', 'تكلفة المبيعات'), 6222535, 0],
    ['6101', p('Salaries and wages', 'الرواتب والأجور'), 1444010, 0],
  ];
  const debit = rows.reduce((s, r) => s + r[2], 0);
  const credit = rows.reduce((s, r) => s + r[3], 0);
  return {
    app: p('Financial Systems', 'الأنظمة المالية'),
    company: company[l],
    nav: p(
      ['General ledger', 'Journal entries', 'Trial balance', 'Cost centers', 'Fixed assets', 'Period closing'],
      ['الأستاذ العام', 'القيود اليومية', 'ميزان المراجعة', 'مراكز التكلفة', 'الأصول الثابتة', 'إقفال الفترة'],
    ),
    active: 2,
    breadcrumb: p('General ledger › Reports › Trial balance', 'الأستاذ العام › التقارير › ميزان المراجعة'),
    title: p('Trial balance', 'ميزان المراجعة'),
    status: { label: p('Balanced', 'متوازن'), tone: 'ok' },
    actions: p(['Export', 'Print'], ['تصدير', 'طباعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Period', 'الفترة'), p('01/01/2026 – 31/10/2026', '01/01/2026 – 31/10/2026')],
          [p('Cost center', 'مركز التكلفة'), p('All', 'الكل')],
          [p('Currency', 'العملة'), p('Saudi riyal (SAR)', 'ريال سعودي (ر.س)')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Account', 'الحساب') },
          { label: p('Name', 'اسم الحساب') },
          { label: p(`Debit (${sar.en})`, `مدين (${sar.ar})`), num: true },
          { label: p(`Credit (${sar.en})`, `دائن (${sar.ar})`), num: true },
        ],
        rows: rows.map(([code, name, d, c]) => [code, name, d ? money(d) : '—', c ? money(c) : '—']),
        total: ['', p('Total', 'الإجمالي'), money(debit), money(credit)],
        selected: 3,
      },
    ],
  };
}

export function salesOrder(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, number, number, number, string]> = [
    [p('Mineral water 330 ml × 40', 'مياه معدنية 330 مل × 40'), 120, 18.5, 5, p('ok:In stock', 'ok:متوفر')],
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 48, 32, 0, p('ok:In stock', 'ok:متوفر')],
    [p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'), 60, 41.75, 3, p('warn:Partly in stock', 'warn:متوفر جزئيًا')],
    [p('Tea 100 bags', 'شاي 100 كيس'), 36, 14.25, 0, p('ok:In stock', 'ok:متوفر')],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 24, 27, 0, p('bad:Out of stock', 'bad:غير متوفر')],
    [p('Sugar 2 kg', 'سكر 2 كجم'), 40, 11, 2, p('ok:In stock', 'ok:متوفر')],
    [p('Coffee 250 g', 'قهوة 250 جم'), 30, 24.5, 0, p('ok:In stock', 'ok:متوفر')],
  ];
  const net = lines.reduce((s, [, q, price, disc]) => s + q * price * (1 - disc / 100), 0);
  return {
    app: p('Distribution Systems', 'أنظمة التوزيع'),
    company: company[l],
    nav: p(
      ['Sales orders', 'Van sales', 'Price lists', 'Offers', 'Stock control', 'Purchasing'],
      ['أوامر البيع', 'مبيعات المندوبين', 'قوائم الأسعار', 'العروض والخصومات', 'إدارة المخزون', 'المشتريات'],
    ),
    active: 0,
    breadcrumb: p('Sales management › Sales orders › SO-2026-01932', 'إدارة المبيعات › أوامر البيع › SO-2026-01932'),
    title: p('Sales order SO-2026-01932', 'أمر بيع SO-2026-01932'),
    status: { label: p('Within credit limit', 'ضمن حد الائتمان'), tone: 'ok' },
    actions: p(['Reserve stock', 'Approve'], ['حجز المخزون', 'اعتماد']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Customer', 'العميل'), p('Branch 4 – wholesale', 'الفرع 4 – جملة')],
          [p('Price list', 'قائمة الأسعار'), p('Wholesale 2026', 'الجملة 2026')],
          [p('Delivery date', 'تاريخ التسليم'), gregorian('2026-11-24')],
          [p('Credit limit', 'حد الائتمان'), `${money(150000)} ${sar[l]}`],
          [p('Balance due', 'الرصيد المستحق'), `${money(62410)} ${sar[l]}`],
          [p('Warehouse', 'المستودع'), p('Main warehouse', 'المستودع الرئيسي')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Price', 'السعر'), num: true },
          { label: p('Disc.', 'الخصم'), num: true },
          { label: p('Amount', 'المبلغ'), num: true },
          { label: p('Availability', 'التوفر') },
        ],
        rows: lines.map(([name, q, price, disc, stock]) => [
          name,
          String(q),
          money(price),
          disc ? `${disc}%` : '—',
          money(q * price * (1 - disc / 100)),
          stock,
        ]),
        total: [p('Total excl. VAT', 'الإجمالي قبل الضريبة'), '', '', '', money(net), sar[l]],
      },
    ],
  };
}

export function payrollRun(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const staff: Array<[string, string, number, number, number, number]> = [
    ['E-1024', p('Accountant', 'محاسب'), 9500, 2850, 0, 855],
    ['E-1031', p('Sales supervisor', 'مشرف مبيعات'), 11000, 3300, 1250, 990],
    ['E-1046', p('Storekeeper', 'أمين مستودع'), 6200, 1860, 420, 558],
    ['E-1052', p('Driver', 'سائق'), 4800, 1440, 610, 0],
    ['E-1067', p('HR officer', 'أخصائي موارد بشرية'), 8700, 2610, 0, 783],
    ['E-1073', p('Sales representative', 'مندوب مبيعات'), 5600, 1680, 1980, 504],
    ['E-1081', p('Cashier', 'أمين صندوق'), 5200, 1560, 0, 468],
    ['E-1088', p('Warehouse worker', 'عامل مستودع'), 4200, 1260, 880, 0],
    ['E-1094', p('IT support', 'دعم تقني'), 7800, 2340, 300, 702],
  ];
  const net = (r: (typeof staff)[number]) => r[2] + r[3] + r[4] - r[5];
  return {
    app: p('Human Resources', 'الموارد البشرية'),
    company: company[l],
    nav: p(
      ['Personnel', 'Attendance', 'Leave', 'Payroll', 'End of service', 'Self-service'],
      ['شؤون الموظفين', 'الحضور والانصراف', 'الإجازات', 'الرواتب', 'نهاية الخدمة', 'الخدمة الذاتية'],
    ),
    active: 3,
    breadcrumb: p('Payroll › Runs › November 2026', 'الرواتب › مسيّرات الرواتب › نوفمبر 2026'),
    title: p('Payroll run – November 2026', 'مسيّر رواتب نوفمبر 2026'),
    status: { label: p('Ready to post', 'جاهز للترحيل'), tone: 'info' },
    actions: p(['Bank file (WPS)', 'Post to ledger'], ['ملف البنك (حماية الأجور)', 'ترحيل إلى الحسابات']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Employees', 'الموظفون'), value: '148' },
          { label: p(`Gross pay (${sar.en})`, `إجمالي الاستحقاقات (${sar.ar})`), value: '1,284,300' },
          { label: p(`GOSI (${sar.en})`, `التأمينات الاجتماعية (${sar.ar})`), value: '92,610' },
          {
            label: p('Attendance imported', 'استيراد الحضور'),
            value: '100%',
            note: p('3 absences deducted', 'خُصمت 3 أيام غياب'),
            tone: 'ok',
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Employee', 'الموظف') },
          { label: p('Job', 'الوظيفة') },
          { label: p('Basic', 'الأساسي'), num: true },
          { label: p('Housing', 'بدل السكن'), num: true },
          { label: p('Overtime', 'العمل الإضافي'), num: true },
          { label: p('GOSI', 'التأمينات'), num: true },
          { label: p('Net pay', 'صافي الراتب'), num: true },
        ],
        rows: staff.map((r) => [r[0], r[1], money(r[2]), money(r[3]), r[4] ? money(r[4]) : '—', r[5] ? money(r[5]) : '—', money(net(r))]),
        selected: 1,
      },
    ],
  };
}

export function operationsBoard(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Featured Systems', 'الأنظمة المميزة'),
    company: company[l],
    nav: p(
      ['Equipment', 'Workshop', 'Transportation', 'Manufacturing', 'Real estate', 'Projects'],
      ['المعدات', 'الورشة', 'النقل', 'التصنيع', 'العقارات', 'المشاريع'],
    ),
    active: 0,
    breadcrumb: p(
      `Equipment management › Utilization › week of ${gregorian('2026-11-15')}`,
      `إدارة المعدات › الاستخدام › أسبوع ${gregorian('2026-11-15')}`,
    ),
    title: p('Equipment utilization', 'استخدام المعدات'),
    actions: p(['Schedule', 'New assignment'], ['الجدولة', 'تكليف جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Units in service', 'المعدات العاملة'), value: p('86 / 94', '86 من 94') },
          {
            label: p('Average utilization', 'متوسط الاستخدام'),
            value: '78%',
            note: p('+5 pt on last week', 'بزيادة 5 نقاط عن الأسبوع الماضي'),
            tone: 'ok',
          },
          { label: p('Due for maintenance', 'مستحقة الصيانة'), value: '6', note: p('by hour meter', 'حسب عداد الساعات'), tone: 'warn' },
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'progress',
            title: p('Utilization by unit', 'الاستخدام حسب المعدة'),
            items: [
              { label: p('Excavator EX-07', 'حفارة EX-07'), pct: 92, value: '92%' },
              { label: p('Crane CR-02', 'رافعة CR-02'), pct: 81, value: '81%' },
              { label: p('Loader LD-11', 'شيول LD-11'), pct: 74, value: '74%' },
              { label: p('Truck TR-23', 'شاحنة TR-23'), pct: 66, value: '66%' },
              { label: p('Generator GN-04', 'مولد GN-04'), pct: 38, value: '38%' },
              { label: p('Compactor CP-05', 'مدحلة CP-05'), pct: 57, value: '57%' },
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Unit', 'المعدة') }, { label: p('Site', 'الموقع') }, { label: p('Status', 'الحالة') }],
            rows: [
              ['EX-07', p('Project 14', 'مشروع 14'), p('ok:Working', 'ok:تعمل')],
              ['CR-02', p('Project 9', 'مشروع 9'), p('ok:Working', 'ok:تعمل')],
              ['LD-11', p('Workshop', 'الورشة'), p('warn:In service', 'warn:في الصيانة')],
              ['TR-23', p('Yard', 'الساحة'), p('info:Available', 'info:متاحة')],
              ['GN-04', p('Project 14', 'مشروع 14'), p('bad:Overdue check', 'bad:فحص متأخر')],
              ['CP-05', p('Project 9', 'مشروع 9'), p('ok:Working', 'ok:تعمل')],
            ],
          },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Hijri date', 'التاريخ الهجري'), hijri('2026-11-15', l)],
          [p('Hour meters read', 'قراءة العدادات'), p('94 / 94', '94 من 94')],
          [p('Open work orders', 'أوامر العمل المفتوحة'), '11'],
        ],
      },
    ],
  };
}
