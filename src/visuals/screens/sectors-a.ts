/** Sector screens: construction, real estate, commercial (POS), industry, car rental. */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import { company, gregorian, hijri, money, pick, sample, sar } from '../sample.ts';

export function progressBilling(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Projects', 'المشاريع'),
    company: sample.contractor[l],
    nav: p(
      ['Tenders', 'Projects', 'Progress billing', 'Subcontractors', 'Equipment', 'Site labor'],
      ['المناقصات', 'المشاريع', 'المستخلصات', 'مقاولو الباطن', 'المعدات', 'عمالة المواقع'],
    ),
    active: 2,
    breadcrumb: p('Projects › P-014 Office building › Progress billing', 'المشاريع › P-014 مبنى إداري › المستخلصات'),
    title: p('Progress certificate no. 7', 'المستخلص رقم 7'),
    status: { label: p('Awaiting consultant', 'بانتظار الاستشاري'), tone: 'warn' },
    actions: p(['Measurements', 'Issue invoice'], ['إرفاق الحصر', 'إصدار فاتورة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Contract value (${sar.en})`, `قيمة العقد (${sar.ar})`), value: '18,400,000' },
          { label: p('Work completed', 'نسبة الإنجاز'), value: '46%' },
          {
            label: p(`Cost to date (${sar.en})`, `التكلفة حتى الآن (${sar.ar})`),
            value: '7,215,480',
            note: p('3.2% under budget', 'أقل من الموازنة بنسبة 3.2%'),
            tone: 'ok',
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('BOQ item', 'بند الكميات') },
          { label: p('Unit', 'الوحدة') },
          { label: p('Contract qty', 'كمية العقد'), num: true },
          { label: p('Done to date', 'المنفذ'), num: true },
          { label: p('This certificate', 'هذا المستخلص'), num: true },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
        ],
        rows: [
          [p('Excavation', 'الحفر'), p('m³', 'م³'), '12,500', '12,500', '0', '0.00'],
          [p('Reinforced concrete', 'الخرسانة المسلحة'), p('m³', 'م³'), '4,800', '3,120', '410', money(492000)],
          [p('Blockwork', 'أعمال البلوك'), p('m²', 'م²'), '9,600', '2,880', '1,150', money(103500)],
          [p('Waterproofing', 'العزل المائي'), p('m²', 'م²'), '3,200', '640', '640', money(57600)],
          [p('Retention 10%', 'المحتجزات 10%'), '', '', '', '', `−${money(65310)}`],
        ],
        total: [p('Net due', 'الصافي المستحق'), '', '', '', '', money(587790)],
      },
      {
        kind: 'fields',
        items: [
          [p('Period', 'الفترة'), `${gregorian('2026-10-01')} – ${gregorian('2026-10-31')}`],
          [p('Consultant review due', 'موعد رد الاستشاري'), gregorian('2026-11-19')],
          [p('Retention to date', 'المحتجزات حتى الآن'), `${money(418900)} ${sar[l]}`],
        ],
      },
    ],
  };
}

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
    app: p('Real estate', 'العقارات'),
    company: sample.landlord[l],
    nav: p(
      ['Properties', 'Units', 'Tenancy contracts', 'Collections', 'Maintenance', 'Owners'],
      ['العقارات', 'الوحدات', 'عقود الإيجار', 'التحصيل', 'طلبات الصيانة', 'الملاك'],
    ),
    active: 2,
    breadcrumb: p('Real estate › Tenancy contracts › TC-2026-0318', 'العقارات › عقود الإيجار › TC-2026-0318'),
    title: p('Tenancy contract TC-2026-0318', 'عقد إيجار TC-2026-0318'),
    status: { label: p('Active', 'ساري'), tone: 'ok' },
    actions: p(['Renew', 'Receive payment'], ['تجديد', 'تحصيل دفعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Property', 'العقار'), p('Tower B, 2nd floor', 'البرج B، الطابق الثاني')],
          [p('Unit', 'الوحدة'), p('Office 204 · 118 m²', 'مكتب 204 · 118 م²')],
          [p('Tenant', 'المستأجر'), sample.tenant[l]],
          [p('Start', 'البداية'), `${gregorian('2026-01-01')} · ${hijri('2026-01-01', l)}`],
          [p('Term', 'المدة'), p('12 months, renewable', '12 شهرًا قابلة للتجديد')],
          [p('Annual rent', 'الإيجار السنوي'), `${money(96000)} ${sar[l]}`],
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
            label: p('Tower B occupancy', 'إشغال البرج B'),
            value: '94%',
            note: p('31 of 33 units let', '31 وحدة مؤجرة من 33'),
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

export function pos(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const basket: Array<[string, number, number]> = [
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 2, 32],
    [p('Tea 100 bags', 'شاي 100 كيس'), 1, 14.25],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 3, 27],
    [p('Mineral water × 12', 'مياه معدنية × 12'), 2, 9.5],
    [p('Milk 1 l', 'حليب 1 لتر'), 4, 6.25],
  ];
  const net = basket.reduce((s, [, q, pr]) => s + q * pr, 0);
  return {
    app: p('Point of sale', 'نقاط البيع'),
    company: company[l],
    nav: p(
      ['Till', 'Returns', 'Shift closing', 'Offers', 'Loyalty cards', 'Branch stock'],
      ['الكاشير', 'المرتجعات', 'إقفال الوردية', 'العروض', 'بطاقات الولاء', 'مخزون الفرع'],
    ),
    active: 0,
    breadcrumb: p('Branch 2 › Till 3 › Shift of 23/11/2026', 'الفرع 2 › الكاشير 3 › وردية 23/11/2026'),
    title: p('Sale R-3-00418', 'عملية بيع R-3-00418'),
    status: { label: p('Offer applied: 3 for 2 on dates', 'عرض مطبَّق: 3 بسعر 2 على التمر'), tone: 'info' },
    actions: p(['Hold', 'Pay'], ['تعليق', 'الدفع']),
    blocks: [
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'tiles',
            items: [
              { label: p('Olive oil', 'زيت زيتون'), price: '32.00' },
              { label: p('Tea', 'شاي'), price: '14.25' },
              { label: p('Dates', 'تمر'), price: '27.00' },
              { label: p('Water', 'مياه'), price: '9.50' },
              { label: p('Rice', 'أرز'), price: '41.75' },
              { label: p('Sugar', 'سكر'), price: '11.00' },
              { label: p('Coffee', 'قهوة'), price: '24.50' },
              { label: p('Milk', 'حليب'), price: '6.25' },
              { label: p('Bread', 'خبز'), price: '3.00' },
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Item', 'الصنف') }, { label: p('Qty', 'الكمية'), num: true }, { label: p('Amount', 'المبلغ'), num: true }],
            rows: [
              ...basket.map(([n, q, pr]) => [n, String(q), money(q * pr)]),
              [p('Offer: dates 3 for 2', 'عرض التمر 3 بسعر 2'), '', `−${money(27)}`],
            ],
            total: [p(`Total incl. VAT (${sar.en})`, `الإجمالي شامل الضريبة (${sar.ar})`), '', money(net - 27)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          { label: p('Payment', 'الدفع'), value: p('Card (mada)', 'بطاقة (مدى)') },
          { label: p('Loyalty points', 'نقاط الولاء'), value: '+142' },
          { label: p('Shift sales', 'مبيعات الوردية'), value: `${money(18462.5)}` },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Loyalty card', 'بطاقة الولاء'), p('Member L-55120 · Gold', 'العضو L-55120 · ذهبية')],
          [p('Points balance', 'رصيد النقاط'), '2,310'],
          [p('Receipt', 'الإيصال'), p('Printed, with ZATCA QR', 'مطبوع برمز الاستجابة السريعة')],
        ],
      },
    ],
  };
}

export function workOrder(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Manufacturing', 'التصنيع'),
    company: sample.manufacturer[l],
    nav: p(
      ['Production plan', 'Production orders', 'Bills of materials', 'Routings', 'Quality control', 'Product costing'],
      ['خطة الإنتاج', 'أوامر الإنتاج', 'قوائم المواد', 'مراحل التصنيع', 'مراقبة الجودة', 'تكلفة المنتج'],
    ),
    active: 1,
    breadcrumb: p('Manufacturing › Production orders › MO-2026-0761', 'التصنيع › أوامر الإنتاج › MO-2026-0761'),
    title: p('Production order MO-2026-0761', 'أمر إنتاج MO-2026-0761'),
    status: { label: p('Running', 'قيد الإنتاج'), tone: 'info' },
    actions: p(['Issue materials', 'Report output'], ['صرف المواد', 'تسجيل الإنتاج']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Product', 'المنتج'), p('Steel cabinet SC-200', 'خزانة فولاذية SC-200')],
          [p('Quantity', 'الكمية'), p('500 units', '500 وحدة')],
          [p('Due', 'موعد التسليم'), gregorian('2026-11-30')],
          [p('Bill of materials', 'قائمة المواد'), 'BOM-SC200 · v3'],
          [p('Production line', 'خط الإنتاج'), p('Line 2 · 2 shifts', 'الخط 2 · ورديتان')],
          [p('Warehouse', 'المستودع'), p('Finished goods', 'المنتجات التامة')],
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'progress',
            title: p('Routing', 'مراحل التصنيع'),
            items: [
              { label: p('Cutting', 'القص'), pct: 100, value: '500' },
              { label: p('Bending', 'الثني'), pct: 100, value: '500' },
              { label: p('Welding', 'اللحام'), pct: 72, value: '360' },
              { label: p('Painting', 'الدهان'), pct: 41, value: '205' },
              { label: p('Assembly', 'التجميع'), pct: 18, value: '90' },
            ],
          },
          {
            kind: 'table',
            columns: [
              { label: p('Cost', 'التكلفة') },
              { label: p('Standard', 'المعيارية'), num: true },
              { label: p('Actual', 'الفعلية'), num: true },
            ],
            rows: [
              [p('Materials', 'المواد'), money(61250), money(62980)],
              [p('Labor', 'العمالة'), money(14500), money(13920)],
              [p('Overheads', 'التكاليف غير المباشرة'), money(9800), money(9800)],
              [p('Scrap', 'الهالك'), '2.0%', 'warn:2.6%'],
            ],
            total: [p(`Unit cost (${sar.en})`, `تكلفة الوحدة (${sar.ar})`), money(171.1), money(173.4)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p('Finished so far', 'المنتَج حتى الآن'),
            value: p('90 / 500', '90 من 500'),
            note: p('due in 7 days', 'التسليم بعد 7 أيام'),
          },
          { label: p('Materials issued', 'المواد المصروفة'), value: '96%', note: p('of the bill of materials', 'من قائمة المواد') },
          { label: p('Scrap', 'الهالك'), value: '2.6%', note: p('standard 2.0%', 'المعياري 2.0%'), tone: 'warn' },
          { label: p('Quality checks', 'فحوص الجودة'), value: p('18 / 18', '18 من 18'), note: p('passed', 'ناجحة'), tone: 'ok' },
        ],
      },
    ],
  };
}

export function rentalAgreement(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Car rental', 'تأجير السيارات'),
    company: sample.carRental[l],
    nav: p(
      ['Reservations', 'Rental agreements', 'Fleet', 'Inspections', 'Traffic fines', 'Fleet costs'],
      ['الحجوزات', 'عقود التأجير', 'الأسطول', 'الفحص', 'المخالفات المرورية', 'تكاليف الأسطول'],
    ),
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
          [p('Rate', 'السعر'), p(`${money(180)} SAR / day`, `${money(180)} ر.س / يوم`)],
          [p('Out', 'الخروج'), `${gregorian('2026-11-20')} 09:15`],
          [p('Due back', 'العودة المتوقعة'), `${gregorian('2026-11-27')} 09:15`],
          [p('Odometer out', 'العداد عند الخروج'), p('48,205 km', '48,205 كم')],
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'table',
            columns: [{ label: p('Check-out inspection', 'فحص الخروج') }, { label: p('Result', 'النتيجة') }],
            rows: [
              [p('Fuel', 'الوقود'), p('ok:Full', 'ok:ممتلئ')],
              [p('Front bumper', 'الصدام الأمامي'), p('warn:Scratch noted', 'warn:خدش مسجَّل')],
              [p('Tires', 'الإطارات'), p('ok:Good', 'ok:سليمة')],
              [p('Spare and tools', 'الاحتياطي والعدة'), p('ok:Present', 'ok:موجودة')],
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
            label: p(`Deposit held (${sar.en})`, `مبلغ التأمين المحجوز (${sar.ar})`),
            value: money(1500),
            note: p('card pre-authorization', 'حجز مسبق على البطاقة'),
          },
          {
            label: p('Traffic fines', 'المخالفات المرورية'),
            value: '0',
            note: p('none on this plate', 'لا مخالفات على اللوحة'),
            tone: 'ok',
          },
          { label: p('Fleet on rent today', 'الأسطول المؤجَّر اليوم'), value: '86%', note: p('142 of 165 cars', '142 سيارة من 165') },
        ],
      },
    ],
  };
}
