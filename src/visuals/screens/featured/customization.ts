/** Featured Systems (customization): an approval workflow built for one client's purchase requests. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { money, pick, sar } from '../../sample.ts';

/** The workflow's steps: step, approver, condition, time limit, what happens if late. */
function stepsOf(l: Locale): string[][] {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return [
    ['1', p("Requester's manager", 'مدير مقدم الطلب'), p('Always', 'دائمًا'), p('1 day', 'يوم واحد'), p('info:Reminder', 'info:تذكير')],
    [
      '2',
      p('Project manager', 'مدير المشروع'),
      p('Project set', 'عند تحديد مشروع'),
      p('1 day', 'يوم واحد'),
      p('info:Reminder', 'info:تذكير'),
    ],
    [
      '3',
      p('Budget controller', 'مراقب الموازنة'),
      p(`Over budget line`, 'تجاوز بند الموازنة'),
      p('2 days', 'يومان'),
      p('warn:Escalate', 'warn:تصعيد'),
    ],
    [
      '4',
      p('Finance manager', 'المدير المالي'),
      p(`Above ${money(50000)} ${sar.en}`, `أكثر من ${money(50000)} ${sar.ar}`),
      p('2 days', 'يومان'),
      p('warn:Escalate', 'warn:تصعيد'),
    ],
    [
      '5',
      p('General manager', 'المدير العام'),
      p(`Above ${money(250000)} ${sar.en}`, `أكثر من ${money(250000)} ${sar.ar}`),
      p('3 days', '3 أيام'),
      p('bad:Stop', 'bad:إيقاف'),
    ],
    ['6', p('Purchasing', 'المشتريات'), p('All approved', 'بعد الاعتماد'), '—', p('ok:Purchase order', 'ok:أمر شراء')],
    [
      '7',
      p('Requester', 'مقدم الطلب'),
      p('Rejected at any step', 'عند الرفض في أي مرحلة'),
      '—',
      p('info:SMS and e-mail', 'info:رسالة نصية وبريد'),
    ],
  ];
}

export function approvalWorkflow(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...productFrame('featured', 'customization-group', l),
    breadcrumb: crumbs(
      'featured',
      'customization-group',
      l,
      p('Approval workflows', 'مسارات الاعتماد'),
      p('Purchase requests', 'طلبات الشراء'),
    ),
    title: p('Purchase request approval', 'مسار الاعتماد: طلبات الشراء'),
    status: { label: p('Built for this client', 'مصمم لهذا العميل'), tone: 'info' },
    actions: p(['Test with sample', 'Publish'], ['تجربة ببيانات نموذجية', 'نشر']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Document', 'المستند'), p('Purchase request', 'طلب شراء')],
          [p('Added fields', 'حقول مضافة'), p('Project, budget line', 'المشروع، بند الموازنة')],
          [p('Printed form', 'النموذج المطبوع'), p('Client layout, bilingual', 'نموذج العميل، بلغتين')],
          [p('Notifications', 'الإشعارات'), p('E-mail and SMS', 'البريد والرسائل النصية')],
          [p('Delegation', 'التفويض'), p('During leave', 'أثناء الإجازة')],
          [p('Audit trail', 'سجل التدقيق'), p('Every step', 'كل مرحلة')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Step', 'المرحلة') },
          { label: p('Approver', 'المعتمِد') },
          { label: p('Condition', 'الشرط') },
          { label: p('Time limit', 'المهلة') },
          { label: p('If late', 'عند التأخير') },
        ],
        rows: stepsOf(l),
        selected: 2,
        phone: [1, 2],
      },
    ],
  };
}
