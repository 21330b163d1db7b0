/**
 * Featured Systems' sections for manufacturing and projects: the week's production plan and a
 * subcontractor's certificate on project P-014, each its own screen, not the sector page's hero
 * (decision 0065).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { count, money, pick, sar } from '../../sample.ts';
import { manufacturingApp } from '../sectors/manufacturing-app.ts';
import { projectsApp } from '../sectors/projects-app.ts';

/** Week 49 on three lines: production order MO-2026-0761 (the /industry hero's) still running on line 2. */
export function productionPlan(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const cabinet = p('Steel cabinet SC-200', 'خزانة فولاذية SC-200');
  const shelf = p('Shelf unit SU-90', 'وحدة أرفف SU-90');
  const ready = p('ok:Available', 'ok:متوفرة');
  const orders: Array<[string, string, string, number, string]> = [
    ['MO-2026-0761', cabinet, p('Line 2', 'الخط 2'), 500, p('ok:Issued', 'ok:مصروفة')],
    ['MO-2026-0768', shelf, p('Line 1', 'الخط 1'), 800, ready],
    ['MO-2026-0770', p('Locker LK-6', 'خزانة ملابس LK-6'), p('Line 2', 'الخط 2'), 300, p('warn:Sheet steel short', 'warn:نقص الصاج')],
    ['MO-2026-0772', p('Tool cabinet TC-40', 'خزانة عدد TC-40'), p('Line 3', 'الخط 3'), 150, ready],
    ['MO-2026-0775', cabinet, p('Line 2', 'الخط 2'), 400, p('warn:Hinges short', 'warn:نقص المفصلات')],
    ['MO-2026-0779', shelf, p('Line 1', 'الخط 1'), 600, ready],
  ];
  return {
    ...manufacturingApp(l),
    active: 0,
    breadcrumb: p('Manufacturing › Production plan › Week 49', 'التصنيع › خطة الإنتاج › الأسبوع 49'),
    title: p('Plan for week 49', 'خطة الأسبوع 49'),
    status: { label: p('2 orders short of materials', 'أمران تنقصهما مواد'), tone: 'warn' },
    actions: p(['Check materials', 'Release orders'], ['فحص المواد', 'إصدار الأوامر']),
    blocks: [
      {
        kind: 'progress',
        title: p('Capacity used this week', 'الطاقة المستغلة هذا الأسبوع'),
        items: [
          { label: p('Line 1', 'الخط 1'), pct: 78, value: '78%' },
          { label: p('Line 2', 'الخط 2'), pct: 94, value: '94%' },
          { label: p('Line 3', 'الخط 3'), pct: 52, value: '52%' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Order', 'الأمر') },
          { label: p('Product', 'المنتج') },
          { label: p('Line', 'الخط') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Materials', 'المواد') },
        ],
        rows: orders.map(([order, product, line, qty, materials]) => [order, product, line, count(qty), materials]),
        selected: 2,
        phone: [1, 3, 4],
      },
    ],
  };
}

/** Electrical subcontractor SC-031's fourth certificate on project P-014, net of retention and advance. */
export function subcontractorCertificate(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const items: Array<[string, string, number, number, number]> = [
    [p('Conduits and wiring', 'المواسير والتمديدات'), p('m', 'م'), 7800, 2100, 18],
    [p('Distribution boards', 'لوحات التوزيع'), p('No.', 'عدد'), 10, 4, 3250],
    [p('Lighting fixtures', 'وحدات الإنارة'), p('No.', 'عدد'), 310, 140, 145],
    [p('Cable trays', 'حوامل الكابلات'), p('m', 'م'), 1200, 450, 62],
    [p('Earthing', 'التأريض'), p('m', 'م'), 600, 220, 35],
  ];
  const gross = items.reduce((s, [, , , now, rate]) => s + now * rate, 0);
  const retention = gross * 0.1;
  const advance = gross * 0.05;
  return {
    ...projectsApp(l),
    active: 3,
    breadcrumb: p('Projects › Subcontractors › SC-031 › Certificate 4', 'المشاريع › مقاولو الباطن › SC-031 › المستخلص 4'),
    title: p('Subcontractor certificate 4', 'مستخلص مقاول الباطن رقم 4'),
    status: { label: p('Awaiting site engineer', 'بانتظار مهندس الموقع'), tone: 'warn' },
    actions: p(['Measurements', 'Approve'], ['الحصر', 'اعتماد']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Subcontractor', 'مقاول الباطن'), p('SC-031 · Electrical works', 'SC-031 · أعمال كهربائية')],
          [p('Project', 'المشروع'), 'P-014'],
          [p('Period', 'الفترة'), p('November 2026', 'نوفمبر 2026')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'البند') },
          { label: p('Unit', 'الوحدة') },
          { label: p('Previous', 'السابق'), num: true },
          { label: p('This period', 'الحالي'), num: true },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
        ],
        rows: items.map(([item, unit, before, now, rate]) => [item, unit, count(before), count(now), money(now * rate)]),
        total: [p('Gross', 'الإجمالي'), '', '', '', money(gross)],
        phone: [0, 3, 4],
      },
      {
        kind: 'kpis',
        items: [
          { label: p('Retention 10%', 'المحتجزات 10%'), value: `−${money(retention)}` },
          { label: p('Advance recovered 5%', 'استرداد الدفعة المقدمة 5%'), value: `−${money(advance)}` },
          { label: p(`Net payable (${sar.en})`, `الصافي المستحق (${sar.ar})`), value: money(gross - retention - advance), tone: 'ok' },
        ],
      },
    ],
  };
}
