/** Featured Systems: the operational documents of the sector modules, posting to one general ledger. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

/** Documents of the sector modules: document, module, cost center, amount, ledger status. */
function postingsOf(l: Locale): Array<[string, string, string, number, string]> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return [
    [
      p('Work order WO-2026-11204', 'أمر العمل WO-2026-11204'),
      p('Workshop maintenance', 'صيانة الورش'),
      p('Loader LD-11', 'جرافة تحميل LD-11'),
      4860,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
    [
      p('Lease invoice TC-2026-0318/11', 'فاتورة إيجار TC-2026-0318/11'),
      p('Real estate', 'العقارات'),
      p('Building B', 'المبنى ب'),
      15750,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
    [
      p('Progress certificate 7', 'المستخلص رقم 7'),
      p('Projects', 'المشاريع'),
      p('Project 14', 'مشروع 14'),
      386400,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
    [
      p('Production order MO-2026-0761', 'أمر الإنتاج MO-2026-0761'),
      p('Manufacturing', 'التصنيع'),
      p('Line 2', 'خط الإنتاج 2'),
      57320,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
    [
      p('Trip T-8815 fuel and allowance', 'وقود وبدل الرحلة T-8815'),
      p('Transportation', 'النقل'),
      p('Truck TR-08', 'شاحنة TR-08'),
      1240,
      p('warn:Awaiting approval', 'warn:بانتظار الاعتماد'),
    ],
    [
      p('Student fees, Grade 7B', 'رسوم الصف السابع ب'),
      p('Schools', 'المدارس'),
      p('Middle school', 'المرحلة المتوسطة'),
      96000,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
    [
      p('Equipment rental EX-07', 'تأجير المعدة EX-07'),
      p('Equipment', 'المعدات'),
      p('Project 14', 'مشروع 14'),
      22400,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
    [
      p('Pharmacy sales, branch 3', 'مبيعات الصيدلية، الفرع 3'),
      p('Pharmacies', 'الصيدليات'),
      p('Branch 3', 'الفرع 3'),
      18930,
      p('ok:Posted', 'ok:مُرحّل'),
    ],
  ];
}

export function operationsPostings(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const postings = postingsOf(l);
  return {
    ...productFrame('featured', null, l),
    breadcrumb: crumbs(
      'financial',
      'general-ledger',
      l,
      p('Postings from sector modules', 'القيود من الوحدات القطاعية'),
      gregorian('2026-11-23'),
    ),
    title: p('Postings from sector modules', 'القيود من الوحدات القطاعية'),
    status: { label: p('One general ledger', 'أستاذ عام واحد'), tone: 'ok' },
    actions: p(['Filter', 'Open entry'], ['تصفية', 'فتح القيد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Documents today', 'مستندات اليوم'), value: '214' },
          { label: p('Posted automatically', 'رُحّلت تلقائيًا'), value: '97%', tone: 'ok', note: p('with cost center', 'مع مركز التكلفة') },
          {
            label: p('Waiting for approval', 'بانتظار الاعتماد'),
            value: '6',
            tone: 'warn',
            note: p('approval workflows', 'مسارات الاعتماد'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Document', 'المستند') },
          { label: p('Module', 'الوحدة') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Ledger', 'الأستاذ العام') },
        ],
        // The cost center is said once, above ("with cost center"), so that the table fits the window (decision 0060).
        rows: postings.map(([doc, module, , amount, status]) => [doc, module, money(amount), status]),
        selected: 2,
        phone: [0, 2, 3],
      },
    ],
  };
}
