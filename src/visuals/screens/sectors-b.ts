/** Sector screens: transportation, school, farms, pharmacy, maintenance. */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import { gregorian, hijri, money, pick, sample, sar } from '../sample.ts';

export function trips(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Transportation', 'النقل'),
    company: sample.carrier[l],
    nav: p(
      ['Trips', 'Waybills', 'Fleet', 'Drivers', 'Fuel', 'Freight billing'],
      ['الرحلات', 'بوالص الشحن', 'الأسطول', 'السائقون', 'الوقود', 'فوترة الشحن'],
    ),
    active: 0,
    breadcrumb: p(`Transportation › Trips › ${gregorian('2026-11-23')}`, `النقل › الرحلات › ${gregorian('2026-11-23')}`),
    title: p("Today's trips", 'رحلات اليوم'),
    actions: p(['Map', 'New trip'], ['الخريطة', 'رحلة جديدة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Trips today', 'رحلات اليوم'), value: '42' },
          { label: p('On time', 'في الموعد'), value: '95%', tone: 'ok', note: p('40 of 42', '40 من 42') },
          { label: p('Trucks available', 'الشاحنات المتاحة'), value: p('9 / 58', '9 من 58') },
          { label: p(`Freight billed (${sar.en})`, `أجور الشحن المفوترة (${sar.ar})`), value: money(126480) },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Trip', 'الرحلة') },
          { label: p('Route', 'المسار') },
          { label: p('Truck', 'الشاحنة') },
          { label: p('Waybill', 'بوليصة الشحن') },
          { label: p('Load (t)', 'الحمولة (طن)'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: [
          ['T-8812', p('Dammam → Riyadh', 'الدمام ← الرياض'), 'TR-23', 'WB-30417', '24.0', p('ok:Delivered', 'ok:سُلِّمت')],
          ['T-8815', p('Riyadh → Jeddah', 'الرياض ← جدة'), 'TR-08', 'WB-30421', '18.5', p('info:On the road', 'info:في الطريق')],
          ['T-8817', p('Jeddah → Madinah', 'جدة ← المدينة'), 'TR-31', 'WB-30426', '12.0', p('info:Loading', 'info:قيد التحميل')],
          [
            'T-8820',
            p('Riyadh → Qassim', 'الرياض ← القصيم'),
            'TR-14',
            'WB-30430',
            '21.5',
            p('warn:Delayed 40 min', 'warn:متأخرة 40 دقيقة'),
          ],
          ['T-8823', p('Dammam → Jubail', 'الدمام ← الجبيل'), 'TR-02', 'WB-30433', '9.0', p('ok:Delivered', 'ok:سُلِّمت')],
          ['T-8826', p('Jeddah → Makkah', 'جدة ← مكة المكرمة'), 'TR-17', 'WB-30437', '16.0', p('info:On the road', 'info:في الطريق')],
          ['T-8829', p('Riyadh → Hail', 'الرياض ← حائل'), 'TR-05', 'WB-30440', '22.5', p('info:Loading', 'info:قيد التحميل')],
          ['T-8831', p('Dammam → Hofuf', 'الدمام ← الهفوف'), 'TR-26', 'WB-30444', '11.0', p('ok:Delivered', 'ok:سُلِّمت')],
        ],
        selected: 1,
      },
    ],
  };
}

export function studentFees(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('School management', 'إدارة المدارس'),
    company: sample.school[l],
    nav: p(
      ['Admissions', 'Students', 'Fees', 'Buses', 'Timetables', 'Grades'],
      ['القبول', 'الطلاب', 'الرسوم الدراسية', 'الحافلات', 'الجداول', 'الدرجات'],
    ),
    active: 2,
    breadcrumb: p('Fees › Student account › S-24-0387', 'الرسوم الدراسية › حساب الطالب › S-24-0387'),
    title: p('Student fees · Grade 7B', 'رسوم الطالب · الصف السابع ب'),
    status: { label: p('Sibling discount 10%', 'خصم الإخوة 10%'), tone: 'info' },
    actions: p(['Statement', 'Receive payment'], ['كشف حساب', 'تحصيل دفعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Student number', 'رقم الطالب'), 'S-24-0387'],
          [p('Academic year', 'العام الدراسي'), '2026–2027'],
          [p('Bus route', 'خط الحافلة'), p('Route 4 – north', 'الخط 4 – الشمال')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Fee', 'البند') },
          { label: p('Due date', 'تاريخ الاستحقاق') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Paid', 'المدفوع'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: [
          [
            p('Tuition – term 1', 'الرسوم الدراسية – الفصل الأول'),
            gregorian('2026-08-30'),
            money(9000),
            money(9000),
            p('ok:Paid', 'ok:مدفوع'),
          ],
          [
            p('Tuition – term 2', 'الرسوم الدراسية – الفصل الثاني'),
            gregorian('2026-12-06'),
            money(9000),
            money(3000),
            p('warn:Partly paid', 'warn:مدفوع جزئيًا'),
          ],
          [p('Bus – full year', 'النقل – العام كاملًا'), gregorian('2026-08-30'), money(3200), money(3200), p('ok:Paid', 'ok:مدفوع')],
          [p('Books and uniform', 'الكتب والزي'), gregorian('2026-08-30'), money(1450), money(1450), p('ok:Paid', 'ok:مدفوع')],
          [p('Sibling discount', 'خصم الإخوة'), '', `−${money(1800)}`, '', ''],
        ],
        total: [p('Balance due', 'الرصيد المستحق'), '', money(4200), '', ''],
      },
      {
        kind: 'kpis',
        items: [
          { label: p(`Paid this year (${sar.en})`, `المدفوع هذا العام (${sar.ar})`), value: money(16650) },
          { label: p('Next installment', 'القسط التالي'), value: gregorian('2026-12-06'), note: hijri('2026-12-06', l) },
          {
            label: p('Parent notified', 'إشعار ولي الأمر'),
            value: p('SMS and e-mail', 'رسالة نصية وبريد'),
            note: p('reminder 7 days before', 'تذكير قبل 7 أيام'),
            tone: 'ok',
          },
        ],
      },
    ],
  };
}

export function herdCycle(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const days = p(
    ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'],
  );
  const milk = [31.2, 31.8, 32.4, 31.9, 32.7, 33.1, 32.8];
  const feed = [18.4, 18.6, 18.5, 18.9, 18.8, 19.0, 18.9];
  return {
    app: p('Farms', 'المزارع'),
    company: sample.farm[l],
    nav: p(
      ['Fields and crops', 'Herds', 'Milk production', 'Feed', 'Veterinary care', 'Farm costing'],
      ['الحقول والمحاصيل', 'القطعان', 'إنتاج الحليب', 'الأعلاف', 'الرعاية البيطرية', 'تكاليف المزرعة'],
    ),
    active: 2,
    breadcrumb: p('Farms › Herd 3 › Milk production', 'المزارع › القطيع 3 › إنتاج الحليب'),
    title: p('Herd 3 · dairy cattle', 'القطيع 3 · أبقار الحليب'),
    status: { label: p('Feed cost per liter falling', 'تكلفة العلف لكل لتر في انخفاض'), tone: 'ok' },
    actions: p(['Record yield', 'Feed ration'], ['تسجيل الإنتاج', 'الخلطة العلفية']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Cows in milk', 'الأبقار الحلوب'), value: '312' },
          { label: p('Average yield', 'متوسط الإنتاج'), value: p('32.8 l / day', '32.8 لتر / يوم') },
          {
            label: p(`Feed cost per liter (${sar.en})`, `تكلفة العلف للتر (${sar.ar})`),
            value: '0.92',
            note: p('−3% on last month', 'بانخفاض 3% عن الشهر الماضي'),
            tone: 'ok',
          },
          { label: p('Due to calve', 'ولادات متوقعة'), value: '14', note: p('next 30 days', 'خلال 30 يومًا') },
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'chart',
            title: p('Milk and feed per cow (l, kg)', 'الإنتاج والعلف لكل بقرة (لتر، كجم)'),
            bars: days.map((label, i) => ({ label, a: milk[i]!, b: feed[i]! })),
            legend: p(['Milk', 'Feed'], ['الحليب', 'العلف']),
          },
          {
            kind: 'table',
            columns: [{ label: p('Event', 'الحدث') }, { label: p('Date', 'التاريخ') }],
            rows: [
              [p('Vaccination, herd 3', 'تحصين القطيع 3'), gregorian('2026-11-25')],
              [p('Pregnancy checks', 'فحوص الحمل'), gregorian('2026-11-27')],
              [p('Feed delivery 40 t', 'توريد أعلاف 40 طنًا'), gregorian('2026-11-28')],
              [p('Hoof trimming', 'تقليم الحوافر'), gregorian('2026-11-30')],
              [p('Milk samples to lab', 'عينات الحليب للمختبر'), gregorian('2026-12-01')],
              [p('Hijri month start', 'بداية الشهر الهجري'), hijri('2026-12-10', l)],
            ],
          },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Corn silage in stock', 'مخزون السيلاج'), p('24 days of use', 'يكفي 24 يومًا')],
          [p('Alfalfa hay in stock', 'مخزون دريس البرسيم'), p('12 days of use', 'يكفي 12 يومًا')],
          [p('Concentrate in stock', 'مخزون العلف المركّز'), p('9 days · order sent', '9 أيام · أُرسل طلب شراء')],
        ],
      },
    ],
  };
}

export function batchExpiry(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Pharmacy', 'الصيدليات'),
    company: sample.pharmacies[l],
    nav: p(
      ['Dispensing', 'Batches and expiry', 'Insurance claims', 'Branch transfers', 'Purchasing', 'Controlled drugs'],
      ['الصرف', 'التشغيلات والصلاحية', 'مطالبات التأمين', 'تحويلات الفروع', 'المشتريات', 'الأدوية المراقبة'],
    ),
    active: 1,
    breadcrumb: p('Pharmacy › Batches and expiry › Next 180 days', 'الصيدليات › التشغيلات والصلاحية › الأيام الـ 180 القادمة'),
    title: p('Batches near expiry', 'تشغيلات قريبة الانتهاء'),
    status: { label: p('First expiry, first out', 'ما ينتهي أولًا يُصرف أولًا'), tone: 'info' },
    actions: p(['Return to supplier', 'Transfer'], ['إرجاع للمورد', 'تحويل']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          {
            label: p('Batches expiring ≤ 90 days', 'تشغيلات تنتهي خلال 90 يومًا'),
            value: '23',
            tone: 'bad',
            note: p(`${money(18740)} SAR`, `${money(18740)} ر.س`),
          },
          {
            label: p('91–180 days', 'من 91 إلى 180 يومًا'),
            value: '41',
            tone: 'warn',
            note: p(`${money(36215)} SAR`, `${money(36215)} ر.س`),
          },
          { label: p('Branches checked', 'الفروع المراجَعة'), value: p('12 / 12', '12 من 12') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Batch', 'التشغيلة') },
          { label: p('Expiry', 'الانتهاء') },
          { label: p('Branch', 'الفرع') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Action', 'الإجراء') },
        ],
        rows: [
          [
            p('Paracetamol 500 mg × 24', 'باراسيتامول 500 مجم × 24'),
            'B24117',
            gregorian('2027-01-31'),
            p('Branch 3', 'الفرع 3'),
            '160',
            p('bad:Return', 'bad:إرجاع'),
          ],
          [
            p('Amoxicillin 250 mg susp.', 'أموكسيسيلين 250 مجم معلّق'),
            'A23980',
            gregorian('2027-02-28'),
            p('Branch 7', 'الفرع 7'),
            '48',
            p('warn:Transfer to branch 1', 'warn:تحويل إلى الفرع 1'),
          ],
          [
            p('Insulin pen 100 U/ml', 'قلم إنسولين 100 وحدة/مل'),
            'N25031',
            gregorian('2027-03-31'),
            p('Warehouse', 'المستودع'),
            '35',
            p('info:Dispense first', 'info:يُصرف أولًا'),
          ],
          [
            p('Vitamin D3 1000 IU', 'فيتامين د3 1000 وحدة'),
            'V24502',
            gregorian('2027-04-30'),
            p('Branch 2', 'الفرع 2'),
            '220',
            p('info:Dispense first', 'info:يُصرف أولًا'),
          ],
          [
            p('Saline nasal spray', 'بخاخ أنف ملحي'),
            'S24777',
            gregorian('2027-05-31'),
            p('Branch 5', 'الفرع 5'),
            '90',
            p('ok:On promotion', 'ok:ضمن عرض'),
          ],
          [
            p('Omeprazole 20 mg × 14', 'أوميبرازول 20 مجم × 14'),
            'O24390',
            gregorian('2027-05-31'),
            p('Branch 1', 'الفرع 1'),
            '75',
            p('info:Dispense first', 'info:يُصرف أولًا'),
          ],
          [
            p('Cetirizine 10 mg × 20', 'سيتريزين 10 مجم × 20'),
            'C24815',
            gregorian('2027-05-31'),
            p('Branch 4', 'الفرع 4'),
            '130',
            p('info:Dispense first', 'info:يُصرف أولًا'),
          ],
          [
            p('Ibuprofen 400 mg × 30', 'إيبوبروفين 400 مجم × 30'),
            'I24662',
            gregorian('2027-06-30'),
            p('Branch 6', 'الفرع 6'),
            '110',
            p('info:Dispense first', 'info:يُصرف أولًا'),
          ],
        ],
        selected: 0,
      },
    ],
  };
}

export function jobCard(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Maintenance', 'الصيانة'),
    company: sample.maintenance[l],
    nav: p(
      ['Preventive plans', 'Work orders', 'Dispatch', 'Assets', 'Spare parts', 'Contracts'],
      ['خطط الصيانة الوقائية', 'أوامر العمل', 'توزيع الفنيين', 'الأصول', 'قطع الغيار', 'العقود'],
    ),
    active: 1,
    breadcrumb: p('Maintenance › Work orders › WO-2026-11204', 'الصيانة › أوامر العمل › WO-2026-11204'),
    title: p('Work order WO-2026-11204', 'أمر عمل WO-2026-11204'),
    status: { label: p('Technician on site', 'الفني في الموقع'), tone: 'info' },
    actions: p(['Add spare part', 'Complete'], ['إضافة قطعة غيار', 'إنهاء العمل']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Asset', 'الأصل'), p('Chiller CH-02 · Tower B', 'مبرد CH-02 · البرج B')],
          [p('Contract', 'العقد'), p('MC-118 · annual, 4 visits', 'MC-118 · سنوي، 4 زيارات')],
          [p('Type', 'النوع'), p('Preventive, quarterly', 'وقائية، ربع سنوية')],
          [p('Technician', 'الفني'), p('Technician T-07', 'الفني T-07')],
          [p('Arrived', 'الوصول'), `${gregorian('2026-11-23')} 08:40`],
          [p('Response time', 'زمن الاستجابة'), p('1 h 10 min', 'ساعة و10 دقائق')],
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'table',
            columns: [{ label: p('Checklist', 'قائمة الفحص') }, { label: p('Result', 'النتيجة') }],
            rows: [
              [p('Refrigerant pressure', 'ضغط غاز التبريد'), p('ok:Normal', 'ok:طبيعي')],
              [p('Condenser coils', 'ملفات المكثف'), p('warn:Cleaned', 'warn:نُظِّفت')],
              [p('Compressor current', 'تيار الضاغط'), p('ok:Normal', 'ok:طبيعي')],
              [p('Filter replacement', 'تغيير المرشحات'), p('ok:Done', 'ok:تم')],
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Spare part', 'قطعة الغيار') }, { label: p('Qty', 'الكمية'), num: true }, { label: sar[l], num: true }],
            rows: [
              [p('Air filter 24"', 'مرشح هواء 24 بوصة'), '4', money(340)],
              [p('Contactor 40 A', 'كونتاكتور 40 أمبير'), '1', money(185)],
              [p('Labor, 3 h', 'أجور العمل، 3 ساعات'), '', p('In contract', 'ضمن العقد')],
            ],
            total: [p('Billable', 'المستحق للفوترة'), '', money(525)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p('Contract response time', 'زمن الاستجابة في العقد'),
            value: p('4 h', '4 ساعات'),
            note: p('met: 1 h 10 min', 'محقَّق: ساعة و10 دقائق'),
            tone: 'ok',
          },
          { label: p('Next visit', 'الزيارة التالية'), value: gregorian('2027-02-23') },
          { label: p('Chiller CH-02 history', 'سجل المبرد CH-02'), value: p('11 jobs', '11 عملًا'), note: p('since 2024', 'منذ 2024') },
        ],
      },
    ],
  };
}
