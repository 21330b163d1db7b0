/**
 * The solutions hub's hero (decision 0050): one platform, the four product families posting to
 * one general ledger. The families are named as the site names them (UI strings `pages.<key>.title`).
 */
import type { Locale } from '../../i18n/locales.ts';
import uiEn from '../../i18n/ui/en.json' with { type: 'json' };
import uiAr from '../../i18n/ui/ar.json' with { type: 'json' };
import type { ScreenSpec } from '../kit/types.ts';
import { company, money, pick, sar } from '../sample.ts';

const pages = { en: uiEn.pages, ar: uiAr.pages };

export function platformFamilies(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const [financial, hr, distribution, featured] = (['financial', 'hr', 'distribution', 'featured'] as const).map((k) => pages[l][k].title);
  const posted = p('ok:Posted', 'ok:مُرحّل');
  return {
    app: p('One platform', 'منصة واحدة'),
    company: company[l],
    nav: [
      p('General ledger', 'دفتر الأستاذ العام'),
      financial!,
      hr!,
      distribution!,
      featured!,
      p('Reports', 'التقارير'),
      p('Approvals', 'الاعتمادات'),
    ],
    active: 0,
    breadcrumb: p('General ledger › Postings by system › Today', 'دفتر الأستاذ العام › القيود حسب النظام › اليوم'),
    title: p('One ledger for every system', 'دفتر أستاذ واحد لكل الأنظمة'),
    status: { label: p('One database', 'قاعدة بيانات واحدة'), tone: 'info' },
    actions: p(['Export', 'Open ledger'], ['تصدير', 'فتح الدفتر']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: financial!, value: '1,284', note: p('journal lines', 'سطر قيد') },
          { label: hr!, value: '312', note: p('payslips posted', 'قسيمةَ راتب مُرحّلةً') },
          { label: distribution!, value: '486', note: p('sales invoices', 'فاتورة مبيعات') },
          { label: featured!, value: '97', note: p('sector documents', 'مستندًا قطاعيًا') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('System', 'النظام') },
          { label: p('Document', 'المستند') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: [
          [financial!, p('Supplier payment PV-1182', 'سند صرف لمورد PV-1182'), money(48250), posted],
          [hr!, p('November payroll', 'رواتب نوفمبر'), money(612400), posted],
          [distribution!, p('Sales invoice INV-4417', 'فاتورة مبيعات INV-4417'), money(27600), posted],
          [featured!, p('Pharmacy sales, branch 3', 'مبيعات الصيدلية، الفرع 3'), money(18930), posted],
          [financial!, p('November depreciation', 'إهلاك نوفمبر'), money(22180), posted],
          [distribution!, p('Goods receipt GRN-0932', 'سند استلام GRN-0932'), money(96540), posted],
          [hr!, p('End-of-service provision', 'مخصص نهاية الخدمة'), money(41300), posted],
          [featured!, p('Progress certificate 7', 'المستخلص رقم 7'), money(386400), p('warn:Awaiting approval', 'warn:بانتظار الاعتماد')],
        ],
        phone: [0, 2, 3],
      },
    ],
  };
}
