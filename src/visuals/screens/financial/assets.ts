/** Financial Systems: the fixed-asset register with this year's depreciation. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { money, pick, sar } from '../../sample.ts';

/** The register: code, description, location, cost, accumulated depreciation, status. */
function assetsOf(l: Locale): Array<[string, string, string, number, number, string]> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return [
    [
      'FA-0107',
      p('Warehouse racking', 'أرفف المستودع'),
      p('Main warehouse', 'المستودع الرئيسي'),
      186000,
      74400,
      p('ok:In use', 'ok:مستخدم'),
    ],
    [
      'FA-0112',
      p('Forklift 3 t', 'رافعة شوكية 3 أطنان'),
      p('Main warehouse', 'المستودع الرئيسي'),
      142500,
      85500,
      p('ok:In use', 'ok:مستخدم'),
    ],
    ['FA-0131', p('Delivery van', 'سيارة توزيع'), p('Van sales', 'مبيعات المندوبين'), 118000, 47200, p('ok:In use', 'ok:مستخدم')],
    ['FA-0146', p('Servers and storage', 'الخوادم والتخزين'), p('Head office', 'المقر الرئيسي'), 96400, 64260, p('ok:In use', 'ok:مستخدم')],
    ['FA-0152', p('Shop fit-out', 'تجهيز المعرض'), p('Jeddah branch', 'فرع جدة'), 210000, 42000, p('ok:In use', 'ok:مستخدم')],
    [
      'FA-0160',
      p('Checkout terminals', 'أجهزة نقاط البيع'),
      p('Riyadh branch', 'فرع الرياض'),
      38600,
      25730,
      p('warn:Under repair', 'warn:قيد الإصلاح'),
    ],
    [
      'FA-0168',
      p('Office furniture', 'أثاث مكتبي'),
      p('Head office', 'المقر الرئيسي'),
      54200,
      54200,
      p('info:Depreciated', 'info:مُهلك بالكامل'),
    ],
    [
      'FA-0175',
      p('Generator 100 kVA', 'مولد كهرباء 100 ك.ف.أ'),
      p('Main warehouse', 'المستودع الرئيسي'),
      72800,
      0,
      p('info:Received', 'info:مستلم'),
    ],
  ];
}

export function assetRegister(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const assets = assetsOf(l);
  return {
    ...productFrame('financial', 'fixed-assets', l),
    breadcrumb: crumbs('financial', 'fixed-assets', l, p('Asset register', 'سجل الأصول'), p('All locations', 'كل المواقع')),
    title: p('Asset register', 'سجل الأصول'),
    status: { label: p('November depreciation posted', 'رُحّل إهلاك نوفمبر'), tone: 'ok' },
    actions: p(['Transfer', 'Add asset'], ['نقل أصل', 'إضافة أصل']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Cost (${sar.en})`, `التكلفة (${sar.ar})`), value: money(918500) },
          { label: p(`Accumulated depreciation (${sar.en})`, `مجمع الإهلاك (${sar.ar})`), value: money(393290) },
          { label: p(`Net book value (${sar.en})`, `صافي القيمة الدفترية (${sar.ar})`), value: money(525210) },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Asset', 'الأصل') },
          { label: p('Description', 'الوصف') },
          { label: p('Location', 'الموقع') },
          { label: p('Cost', 'التكلفة'), num: true },
          { label: p('Book value', 'القيمة الدفترية'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: assets.map(([code, name, place, cost, depreciation, status]) => [
          code,
          name,
          place,
          money(cost),
          money(cost - depreciation),
          status,
        ]),
        selected: 1,
        phone: [1, 4, 5],
      },
    ],
  };
}
