/** The glossary and style sheet are enforced: rejected variants and policy breaks fail `npm test`. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument, checkQuestionPairs, terms } from '../../src/content/glossary-check.ts';
import { glossaryMarkdown } from '../../src/content/glossary-markdown.ts';
import { glossaryProblems } from '../../src/content/validate.ts';

describe('glossary', () => {
  it('has about 40 terms, each with one accepted rendering per language and unique ids', () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
    expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
    for (const t of terms) expect(t.en.trim() && t.ar.trim(), t.id).toBeTruthy();
  });

  it('docs/content/glossary.md is generated from glossary.json and up to date', () => {
    expect(readFileSync('docs/content/glossary.md', 'utf8')).toBe(glossaryMarkdown());
  });

  it('the site has no rejected variant or policy break in either language', () => {
    expect(glossaryProblems(process.cwd())).toEqual([]);
  });

  it("home's Arabic stamps are the glossary's Arabic names of its English ones, short where the glossary gives a short form", () => {
    const marks = (lang: string) =>
      (
        JSON.parse(readFileSync(`src/content/home/${lang}.json`, 'utf8')) as { advantages: { items: Array<{ marks?: string[] }> } }
      ).advantages.items.map((item) => item.marks ?? []);
    const arabic = (mark: string) => {
      const term = terms.find((t) => t.en === mark || t.en.endsWith(` (${mark})`));
      return term ? (term.arShort ?? term.ar) : `no glossary term for ${mark}`;
    };
    const [en, ar] = [marks('en'), marks('ar')];
    expect(en.flat().length).toBeGreaterThan(0);
    expect(ar).toEqual(en.map((list) => list.map(arabic)));
    // A short form is shorter than the full name, and the full name ends with it (same words, no new term).
    for (const t of terms.filter((term) => term.arShort)) {
      expect(t.ar.endsWith(t.arShort!) && t.arShort!.length < t.ar.length, t.id).toBe(true);
    }
  });
});

describe('glossary-driven check', () => {
  it('names the key and the accepted term for a rejected English variant', () => {
    expect(checkDocument({ sections: [{ title: 'Banks printing' }] }, 'en')).toEqual([
      'sections.0.title: rejected "Banks printing"; the glossary\'s term is "check and letter printing" (glossary: check-printing)',
    ]);
    expect(
      checkDocument({ a: 'Each custody has a ceiling.', b: 'Point of sales', c: 'and liquidation records it' }, 'en').join('\n'),
    ).toMatch(
      /a: rejected "custody".*"petty cash"[\s\S]*b: rejected "Point of sales".*"point of sale"[\s\S]*c: rejected "liquidation".*"call on a guarantee"/,
    );
  });

  it('rejects an Arabic variant with a proclitic, and budget «الميزانية» but not the balance sheet', () => {
    expect(checkDocument({ x: 'تحويل المناقصة إلى ميزانية مشروع' }, 'ar')).toEqual([
      'x: rejected "ميزانية"; the glossary\'s term is "الموازنة" (glossary: budget)',
    ]);
    expect(checkDocument({ x: 'والميزانية تضبط الشراء' }, 'ar')).toHaveLength(1);
    expect(checkDocument({ x: 'إعداد الميزانية العمومية وقائمة الدخل' }, 'ar')).toEqual([]);
    expect(checkDocument({ x: 'وتحافظ دورات الاعتماد على الرقابة' }, 'ar')[0]).toMatch(/"دورات الاعتماد".*"مسار الاعتماد"/);
  });

  it('rejects the calques the English pass removed, and the Arabic ones beside them', () => {
    const en = checkDocument(
      {
        a: 'System advantages',
        b: 'Hourly permissions requested online',
        c: 'Pharmacy programs',
        d: 'ERP for maintenance and operation companies',
        e: 'Sales control',
        f: 'Maintenance orders, spare parts and labor',
        g: 'Follow operating card expiry dates',
        h: 'The retail program connects the counter',
      },
      'en',
    ).join('\n');
    // g also opens with 'Follow' for 'track', a calque of «متابعة».
    for (const id of [
      'key-capabilities',
      'short-leave',
      'module',
      'om-contractors',
      'sales-management',
      'work-order',
      'operating-permit',
      'track',
    ])
      expect(en).toContain(`(glossary: ${id})`);
    expect(en.split('\n')).toHaveLength(9);
    // The words stay usable where they are right: a loyalty program, the partner program, stock control.
    expect(checkDocument({ a: 'Loyalty program and partner program', b: 'Stock control', c: 'Short leave (hourly)' }, 'en')).toEqual([]);
    const ar = checkDocument({ a: 'برامج الصيدليات', b: 'مراقبة المبيعات', c: 'وأوامر الصيانة', d: 'بطاقات التشغيل' }, 'ar').join('\n');
    for (const id of ['module', 'sales-management', 'work-order', 'operating-permit']) expect(ar).toContain(`(glossary: ${id})`);
  });

  it('rejects the calques of the line edit (follow, document cycles) and the second names (requisition, sales rep)', () => {
    const en = checkDocument(
      {
        a: 'Follow receivables aging by customer.',
        b: 'ASCON follows each car from purchase to resale.',
        c: 'Ready configurations, each with its own document cycles.',
        d: 'Reorder levels raise purchase requisitions.',
        e: 'Targets for each sales rep.',
      },
      'en',
    ).join('\n');
    for (const id of ['track', 'document-flow', 'purchase-request', 'salesperson']) expect(en).toContain(`(glossary: ${id})`);
    expect(en.split('\n')).toHaveLength(5);
    // The implementation team is «فريق التطبيق»; «التنفيذ» stays for construction works.
    expect(checkDocument({ x: 'عروض يستطيع فريق التنفيذ الوفاء بها', y: 'الأعمال المنفّذة' }, 'ar').join('\n')).toMatch(
      /^x: rejected "فريق التنفيذ".*\(glossary: implementation\)$/,
    );
    // 'Follow us', following a rule or a plan and 'follow-up' are ordinary English.
    expect(
      checkDocument(
        {
          a: 'Follow us',
          b: 'Every order follows the same rules.',
          c: 'New colleagues follow a training plan.',
          d: 'Collection follow-up lists',
        },
        'en',
      ),
    ).toEqual([]);
  });

  it('rejects the second QA pass finds: job cards beside work orders, and a hyphenated real estate', () => {
    const en = checkDocument(
      {
        a: 'Job cards from reception to delivery.',
        b: 'Spare parts issued against the job card.',
        c: 'ERP for real-estate developers',
        d: 'ERP for real\u2011estate developers',
      },
      'en',
    ).join('\n');
    expect(en).toMatch(/^a: rejected "Job cards".*\(glossary: work-order\)$/m);
    expect(en).toMatch(/^b: rejected "job card".*\(glossary: work-order\)$/m);
    expect(en).toMatch(/^c: rejected "real-estate".*\(glossary: real-estate\)$/m);
    expect(en).toMatch(/^d: rejected "real\u2011estate".*\(glossary: real-estate\)$/m);
    const ar = checkDocument({ a: 'أوامر إصلاح من الاستقبال حتى التسليم', b: 'تحميل التكلفة على أمر الإصلاح' }, 'ar').join('\n');
    expect(ar).toMatch(/^a: rejected "أوامر إصلاح".*\(glossary: work-order\)$/m);
    expect(ar).toMatch(/^b: rejected "أمر الإصلاح".*\(glossary: work-order\)$/m);
    // The accepted forms and the identifiers that keep a hyphen pass.
    expect(checkDocument({ a: 'Work orders, spare parts and a real estate module.', id: 'real-estate', x: 'أوامر العمل' }, 'en')).toEqual(
      [],
    );
  });

  it('applies the Arabic acronym policy: Arabic names for government bodies and platforms', () => {
    const found = checkDocument({ x: 'وفق متطلبات ZATCA وملفات WPS لمنصة Mudad ورسائل SMS' }, 'ar').join('\n');
    for (const name of ['هيئة الزكاة والضريبة والجمارك', 'نظام حماية الأجور', 'منصة مُدد', 'الرسائل النصية']) expect(found).toContain(name);
    expect(checkDocument({ x: 'رمز QR وملف PDF ورقم IBAN وواجهة API' }, 'ar')).toEqual([]);
  });

  it('enforces the style sheet: US spelling, one tanween spelling, singular address, «؟»', () => {
    expect(checkDocument({ x: 'Our partner programme and labour costs' }, 'en')).toHaveLength(2);
    expect(checkDocument({ x: 'Customise and organise' }, 'en')).toHaveLength(2);
    expect(checkDocument({ x: 'شكراً لك' }, 'ar')[0]).toMatch(/style: tanween/);
    expect(checkDocument({ x: 'شكرًا لك' }, 'ar')).toEqual([]);
    expect(checkDocument({ x: 'نستقبل استفساراتكم' }, 'ar')[0]).toMatch(/style: singular-address/);
    expect(checkDocument({ heading: 'لماذا تختار أسكون' }, 'ar')[0]).toMatch(/style: arabic-question-heading/);
    expect(checkDocument({ heading: 'لماذا تختار أسكون؟' }, 'ar')).toEqual([]);
    expect(checkQuestionPairs({ q: 'Why work here?' }, { q: 'لماذا تعمل هنا' })).toEqual([
      'q: the English is a question; end the Arabic with «؟»',
    ]);
  });

  it('rejects an Arabic letter glued to a Latin word or a number, not Arabic punctuation after one', () => {
    expect(checkDocument({ x: 'وفق متطلبات هيئة الزكاة والضريبة والجمارك ومصلحة الضرائب المصرية وETA' }, 'ar').join('\n')).toMatch(
      /"وE".*style: glued-latin/,
    );
    expect(checkDocument({ x: 'نظامERP' }, 'ar')[0]).toMatch(/style: glued-latin/);
    expect(checkDocument({ x: 'منذ عام2019' }, 'ar')[0]).toMatch(/style: glued-latin/);
    expect(checkDocument({ x: 'خلال 4أسابيع' }, 'ar')[0]).toMatch(/style: glued-latin/);
    expect(checkDocument({ x: 'نظام ERP، ورمز QR؟ و4 مهندسين عبر GPS؛ ومنذ 2019.' }, 'ar')).toEqual([]);
  });

  it('keeps a one-letter conjunction or preposition attached to the number after it', () => {
    expect(checkDocument({ x: 'بين 3 و4 مهندسين، وسعر الوحدة ب15 ريالًا' }, 'ar')).toEqual([]);
    expect(checkDocument({ x: '4 مستشارين و 4 مهندسين' }, 'ar')[0]).toMatch(/style: detached-conjunction/);
    // A word that ends in one of those letters is not a conjunction.
    expect(checkDocument({ x: 'خلال نحو 4 أسابيع' }, 'ar')).toEqual([]);
  });

  it('rejects the «تم» + verbal noun calque and «تخطَّ إلى», not «تمّ» as a main verb or «تام»', () => {
    expect(checkDocument({ title: 'تم استلام رسالتك' }, 'ar')[0]).toMatch(/style: tamma-calque/);
    expect(checkDocument({ x: 'وتمّ إرسال الطلب' }, 'ar')[0]).toMatch(/style: tamma-calque/);
    expect(checkDocument({ skip: 'تخطَّ إلى المحتوى الرئيسي' }, 'ar')[0]).toMatch(/style: skip-to/);
    expect(checkDocument({ x: 'استلمنا رسالتك. المعالجة التي تمت قبل سحبها، ومنتج تام.' }, 'ar')).toEqual([]);
  });

  it('takes compounds with an ordinary hyphen (typography keeps them whole) and rejects a pasted non-breaking hyphen', () => {
    expect(checkDocument({ hero: { heading: 'Build the systems that run mid-size companies' } }, 'en')).toEqual([]);
    expect(checkDocument({ hero: { heading: 'Build the systems that run mid\u2011size companies' } }, 'en')[0]).toMatch(
      /style: plain-hyphen/,
    );
  });

  it('rejects the launch copy QA finds: bare «مصمَّم لـ» and «أبعد من» headings, owners and margin terms, «تم» as a status', () => {
    const ar = checkDocument(
      {
        specialized: { heading: 'مصمَّم للمصانع' },
        other: { heading: 'قدرات متخصصة للصيدليات' },
        sections: [{ title: 'أبعد من الأنظمة الأساسية' }],
        a: 'إدارة جمعيات الملاك برسوم الخدمات',
        b: 'مع مجمل الربح لكل سطر',
        c: 'ok:تم',
        d: 'ستساعد قادة المالية على الاختيار',
        e: 'warn:تغطية 80 %',
        f: 'تحصيل الشيكات المؤجلة',
      },
      'ar',
    ).join('\n');
    expect(ar).toMatch(/^specialized\.heading: .*\(style: built-for-heading\)$/m);
    expect(ar).toMatch(/^other\.heading: rejected "قدرات متخصصة".*\(glossary: key-capabilities\)$/m);
    expect(ar).toMatch(/^sections\.0\.title: .*\(style: beyond-heading\)$/m);
    expect(ar).toMatch(/^a: rejected "جمعيات الملاك".*\(glossary: owners-association\)$/m);
    expect(ar).toMatch(/^b: rejected "مجمل الربح".*\(glossary: gross-margin\)$/m);
    expect(ar).toMatch(/^c: .*\(style: tamma-status\)$/m);
    expect(ar).toMatch(/^d: rejected "قادة المالية".*\(glossary: finance-managers\)$/m);
    expect(ar).toMatch(/^e: .*\(style: spaced-percent-ar\)$/m);
    expect(ar).toMatch(/^f: rejected "الشيكات المؤجلة".*\(glossary: post-dated-check\)$/m);
    expect(ar.split('\n')).toHaveLength(9);
    // The fixed wording passes, and so do «مصمَّم» inside a sentence, a plain «هامش الربح» and «تمت».
    expect(
      checkDocument(
        {
          specialized: { heading: 'إمكانات مصمَّمة للمصانع' },
          sections: [{ title: 'ما لا تغطيه الأنظمة الأساسية' }],
          lead: 'من نظام واحد مصمَّم لعمل الصيدليات',
          a: 'إدارة اتحادات الملاك وهامش الربح الإجمالي وهامش الربح',
          b: 'ok:أُنجز',
          c: 'المعالجة التي تمت قبل سحبها',
          d: 'تغطية 80%',
          e: 'الشيكات الآجلة والأرباح المؤجلة',
        },
        'ar',
      ),
    ).toEqual([]);
    const en = checkDocument(
      {
        a: 'SMS messages confirm points earned.',
        b: 'It may e-mail you an acknowledgement.',
        updated: 'Last updated: 27 November 2026',
        c: '80 % cover',
      },
      'en',
    ).join('\n');
    expect(en).toMatch(/^a: rejected "SMS messages".*\(glossary: sms\)$/m);
    expect(en).toMatch(/^b: .*\(style: us-spelling-words\)$/m);
    expect(en).toMatch(/^updated: .*\(style: us-date\)$/m);
    expect(en).toMatch(/^c: .*\(style: spaced-percent\)$/m);
    expect(
      checkDocument(
        { a: 'Text messages and SMS reminders', b: 'an acknowledgment', updated: 'Last updated: November 27, 2026', c: '80% cover' },
        'en',
      ),
    ).toEqual([]);
  });

  it('ignores identifiers, links and e-mail addresses', () => {
    expect(checkDocument({ id: 'point-of-sales', link: 'x', text: 'Write to labour@example.com' }, 'en')).toEqual([]);
  });

  it('rejects "first expiry, first out" in any spelling for the standard "first expired, first out (FEFO)"', () => {
    const found = checkDocument({ a: 'picking based on first expiry, first out.', b: 'first-expiry-first-out batch selection' }, 'en');
    expect(found).toEqual([expect.stringMatching(/^a: .*\(glossary: fefo\)$/), expect.stringMatching(/^b: .*\(glossary: fefo\)$/)]);
    expect(checkDocument({ a: 'picking on a first-expired, first-out (FEFO) basis' }, 'en')).toEqual([]);
  });

  it("spells out ZATCA, GOSI and ETA where a page's copy first names them, alt texts aside, in positions and partners too", () => {
    const bare = checkDocument({ imageAlt: 'an invoice reported to ZATCA', items: ['Familiarity with ZATCA e-invoicing and GOSI'] }, 'en');
    expect(bare).toEqual([
      expect.stringMatching(/^items\.0: the page's first ZATCA .*"Zakat, Tax and Customs Authority \(ZATCA\)"/),
      expect.stringMatching(/^items\.0: the page's first GOSI .*"social insurance \(GOSI\)"/),
    ]);
    const spelled = { a: 'the Zakat, Tax and Customs Authority (ZATCA) and the Egyptian Tax Authority (ETA)', b: 'ZATCA and the ETA' };
    expect(checkDocument(spelled, 'en')).toEqual([]);
    // Files holding both languages: only the English leaves, in order.
    const partners = { partners: [{ info: { en: 'experience in ZATCA e-invoicing', ar: 'خبرة في الفوترة الإلكترونية' } }] };
    expect(checkDocument(partners)).toEqual([expect.stringMatching(/^partners\.0\.info\.en: the page's first ZATCA/)]);
  });
});
