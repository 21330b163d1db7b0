/** Distribution Systems: a purchase order with its goods receipts, and the offers and discounts in force. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

export function purchaseOrder(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, number, number, number, string]> = [
    [p('Mineral water 330 ml × 40', 'مياه معدنية 330 مل × 40'), 600, 600, 15.2, p('ok:Received', 'ok:مستلم')],
    [p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'), 400, 250, 34.5, p('warn:Partly received', 'warn:مستلم جزئيًا')],
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 240, 240, 26.75, p('ok:Received', 'ok:مستلم')],
    [p('Tea 100 bags', 'شاي 100 كيس'), 300, 300, 11.4, p('ok:Received', 'ok:مستلم')],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 500, 0, 21.0, p('info:Due 28/11', 'info:متوقع 28/11')],
    [p('Sugar 2 kg', 'سكر 2 كجم'), 350, 350, 8.6, p('ok:Received', 'ok:مستلم')],
    [p('Coffee 250 g', 'قهوة 250 جم'), 200, 180, 19.9, p('bad:20 short', 'bad:نقص 20')],
    [p('Tomato paste × 12', 'معجون طماطم × 12'), 150, 150, 22.8, p('ok:Received', 'ok:مستلم')],
  ];
  const total = lines.reduce((s, [, q, , price]) => s + q * price, 0);
  return {
    ...productFrame('distribution', 'purchasing', l),
    breadcrumb: crumbs('distribution', 'purchasing', l, p('Purchase orders', 'أوامر الشراء'), 'PO-2026-00744'),
    // The reference is the breadcrumb's last step, right above: in the title it was cut with "…".
    title: p('Purchase order', 'أمر شراء'),
    status: { label: p('2 goods receipts', 'سندا استلام بضاعة'), tone: 'info' },
    actions: p(['Goods receipt', 'Match invoice'], ['سند استلام البضاعة', 'مطابقة الفاتورة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Supplier', 'المورد'), p('S-0112 · Food supplier', 'S-0112 · مورد أغذية')],
          [p('Ordered', 'تاريخ الطلب'), gregorian('2026-11-12')],
          [p('Warehouse', 'المستودع'), p('Main warehouse', 'المستودع الرئيسي')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Ordered', 'المطلوب'), num: true },
          { label: p('Received', 'المستلم'), num: true },
          { label: p('Cost', 'التكلفة'), num: true },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Receipt', 'الاستلام') },
        ],
        rows: lines.map(([name, ordered, received, price, status]) => [
          name,
          String(ordered),
          String(received),
          money(price),
          money(ordered * price),
          status,
        ]),
        total: [p('Total excl. VAT', 'الإجمالي قبل الضريبة'), '', '', '', money(total), ''],
        selected: 1,
        // On a phone: what was received and what it costs; the total keeps its amount.
        phone: [0, 2, 4],
      },
    ],
  };
}

/** The offers: code, description, rule, where, end date, status. */
function offersOf(l: Locale): Array<[string, string, string, string, string, string]> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return [
    [
      'OF-311',
      p('Olive oil: buy 2, get 1 free', 'اشترِ عبوتَي زيت زيتون واحصل على الثالثة مجانًا'),
      p('Quantity', 'كمية'),
      p('All branches', 'كل الفروع'),
      '30/11',
      p('ok:Running', 'ok:ساري'),
    ],
    [
      'OF-312',
      p('Rice 5 kg: 12% off', 'أرز 5 كجم: خصم 12%'),
      p('Percentage', 'نسبة'),
      p('Retail branches', 'فروع التجزئة'),
      '07/12',
      p('ok:Running', 'ok:ساري'),
    ],
    [
      'OF-314',
      p(`Basket over 300 ${sar.en}: ${sar.en} 25 off`, `سلة فوق 300 ${sar.ar}: خصم 25 ${sar.ar}`),
      p('Invoice value', 'قيمة الفاتورة'),
      p('Online orders', 'الطلبات الإلكترونية'),
      '15/12',
      p('ok:Running', 'ok:ساري'),
    ],
    [
      'OF-316',
      p('Wholesale tier: 3% off over 500 cartons', 'شريحة الجملة: خصم 3% فوق 500 كرتونة'),
      p('Tiered', 'شرائح'),
      p('Wholesale', 'الجملة'),
      '31/12',
      p('warn:Awaiting approval', 'warn:بانتظار الاعتماد'),
    ],
    [
      'OF-317',
      p('Dates gift box with coffee', 'علبة تمر هدية مع القهوة'),
      p('Bundle', 'حزمة'),
      p('Riyadh, Jeddah', 'الرياض، جدة'),
      '10/12',
      p('info:Starts 01/12', 'info:يبدأ 01/12'),
    ],
    [
      'OF-305',
      p('Tea: second pack half price', 'شاي: العبوة الثانية بنصف السعر'),
      p('Quantity', 'كمية'),
      p('All branches', 'كل الفروع'),
      '20/11',
      p('bad:Ended', 'bad:انتهى'),
    ],
    [
      'OF-303',
      p('Loyalty members: double points', 'أعضاء برنامج الولاء: نقاط مضاعفة'),
      p('Points', 'نقاط'),
      p('All branches', 'كل الفروع'),
      '18/11',
      p('bad:Ended', 'bad:انتهى'),
    ],
    [
      'OF-301',
      p('Water × 40: 10% off', 'مياه × 40: خصم 10%'),
      p('Percentage', 'نسبة'),
      p('Wholesale', 'الجملة'),
      '15/11',
      p('bad:Ended', 'bad:انتهى'),
    ],
  ];
}

export function promotions(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const offers = offersOf(l);
  return {
    ...productFrame('distribution', 'offers-and-discounts', l),
    breadcrumb: crumbs('distribution', 'offers-and-discounts', l, p('Offers', 'العروض'), p('November–December 2026', 'نوفمبر–ديسمبر 2026')),
    title: p('Offers and discounts', 'العروض والخصومات'),
    actions: p(['Simulate basket', 'New offer'], ['تجربة سلة', 'عرض جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Offers running', 'العروض السارية'), value: '3' },
          {
            label: p(`Discount given (${sar.en})`, `الخصم الممنوح (${sar.ar})`),
            value: money(48320),
            note: p('3.1% of sales', '3.1% من المبيعات'),
          },
          {
            label: p('Sales uplift on offer items', 'نمو مبيعات أصناف العروض'),
            value: '+18%',
            tone: 'ok',
            note: p('vs last 4 weeks', 'مقارنة بآخر 4 أسابيع'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Offer', 'العرض') },
          { label: p('Description', 'الوصف') },
          { label: p('Rule', 'القاعدة') },
          { label: p('Ends', 'ينتهي') },
          { label: p('Status', 'الحالة') },
        ],
        // Where each offer runs is left out so that its end and status fit the window (decision 0060).
        rows: offers.map((offer) => offer.filter((_, i) => i !== 3)),
        selected: 1,
        phone: [1, 4],
      },
    ],
  };
}
