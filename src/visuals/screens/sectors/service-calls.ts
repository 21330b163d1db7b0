/**
 * /maintenance's second screen (decision 0060): today's breakdown calls, each classified by
 * priority with its service-level clock ("classify breakdown calls by priority and start the
 * SLA clock the moment a call is logged"; "alert supervisors when a work order nears … its
 * agreed response time").
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, pick } from '../../sample.ts';
import { maintenanceApp } from './maintenance-app.ts';

export function serviceCalls(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const [high, medium, low] = p(['High', 'Medium', 'Low'], ['عالية', 'متوسطة', 'منخفضة']);
  /** Call, asset, contract, priority, response left, status. */
  const calls: Array<[string, string, string, string, string, string]> = [
    ['BC-4471', p('Chiller CH-05', 'مبرد CH-05'), 'MC-121', high!, p('25 min', '25 دقيقةً'), p('warn:Nearing limit', 'warn:يقترب من الحد')],
    [
      'BC-4468',
      p('Lift L-02', 'مصعد L-02'),
      'MC-118',
      high!,
      p('1 h 05 min', 'ساعة و5 دقائق'),
      p('info:Technician on way', 'info:الفني في الطريق'),
    ],
    ['BC-4465', p('Pump P-11', 'مضخة P-11'), 'MC-097', medium!, p('2 h 40 min', 'ساعتان و40 دقيقةً'), p('ok:Assigned', 'ok:مُسند')],
    ['BC-4462', p('Generator G-03', 'مولد G-03'), 'MC-121', medium!, '—', p('ok:Resolved', 'ok:أُصلح')],
    ['BC-4459', p('AC unit AC-214', 'مكيف AC-214'), 'MC-105', low!, p('5 h 30 min', '5 ساعات و30 دقيقةً'), p('ok:Assigned', 'ok:مُسند')],
    ['BC-4455', p('Fire pump FP-01', 'مضخة حريق FP-01'), 'MC-118', high!, p('−15 min', '−15 دقيقةً'), p('bad:Overdue', 'bad:متأخر')],
    ['BC-4451', p('Lift L-07', 'مصعد L-07'), 'MC-097', low!, '—', p('ok:Resolved', 'ok:أُصلح')],
    ['BC-4448', p('Cooling tower CT-01', 'برج تبريد CT-01'), 'MC-105', medium!, '—', p('ok:Resolved', 'ok:أُصلح')],
  ];
  return {
    ...maintenanceApp(l),
    active: 2,
    breadcrumb: p(`Maintenance › Dispatch › ${gregorian('2026-11-26')}`, `الصيانة › توجيه الفنيين › ${gregorian('2026-11-26')}`),
    title: p('Breakdown calls · today', 'بلاغات الأعطال · اليوم'),
    actions: p(['Log call', 'Dispatch'], ['تسجيل بلاغ', 'توجيه فني']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Open calls', 'البلاغات المفتوحة'), value: '14' },
          { label: p('Within SLA this month', 'ضمن مستوى الخدمة هذا الشهر'), value: '96%', tone: 'ok' },
          { label: p('Overdue', 'المتأخرة'), value: '1', tone: 'bad' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Asset', 'الأصل') },
          { label: p('Contract', 'العقد') },
          { label: p('Priority', 'الأولوية') },
          { label: p('Response due in', 'المتبقي للاستجابة') },
          { label: p('Status', 'الحالة') },
        ],
        rows: calls.map(([, ...cells]) => cells),
        selected: 5,
        phone: [0, 3, 4],
      },
    ],
  };
}
