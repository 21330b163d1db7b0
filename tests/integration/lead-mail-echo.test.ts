/**
 * What the lead mails repeat of a visitor's post, through the production app and a real SMTP
 * peer: the sales mail links only to the site's own pages (the posted `page` is never made a
 * link by itself), and the acknowledgement, which goes to an address nobody has verified,
 * carries nothing the visitor wrote (decision 0013).
 */
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { buildLeadApp, deliverNow, testConfig } from '../support/lead-app.ts';
import { startSmtpPeer } from '../support/smtp-peer.ts';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: FastifyInstance;
let counter = 0;
const unique = (tag: string) => `${tag}.${++counter}@example.com`;

beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await buildLeadApp(testConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: peer.url, ACK_EMAIL: 'on' }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await peer?.stop();
});

const mailTo = (address: string): ParsedMail[] => peer.received.filter((r) => r.envelopeTo.includes(address)).map((r) => r.mail);
const html = (mail: ParsedMail | undefined) => (typeof mail?.html === 'string' ? mail.html : '');
const hrefs = (mail: ParsedMail | undefined) => [...html(mail).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

async function salesMailFor(page: string): Promise<ParsedMail> {
  const email = unique('page');
  const res = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email, page } });
  expect(res.statusCode).toBe(201);
  await deliverNow(app);
  const [sales] = peer.received.filter((r) => r.mail.replyTo?.value[0]?.address === email && !r.envelopeTo.includes(email));
  expect(sales).toBeDefined();
  return sales!.mail;
}

describe('the sales mail’s page link', () => {
  test.each(['//2130706433/login', '//localhost/contact', '/nowhere', '/contact/x'])(
    '%s is not a page of the site: shown as text, never a link',
    async (page) => {
      const mail = await salesMailFor(page);
      const links = hrefs(mail).filter((href) => !href.startsWith('mailto:') && !href.startsWith('tel:'));
      // Only the layout's own link to the site remains; none carries the posted value.
      for (const href of links) {
        expect(href).toMatch(/^https:\/\/www\.ascon-erp\.com(\/|$)/);
        expect(href).not.toContain(page.replace(/^\/+/, ''));
      }
      expect(html(mail)).not.toMatch(/href="[^"]*(2130706433|127\.0\.0\.1|localhost|nowhere|contact\/x)/);
      expect(mail.text).not.toMatch(/\[[^\]]*(2130706433|127\.0\.0\.1|localhost|nowhere|contact\/x)[^\]]*\]/);
      expect(mail.text).toContain(`\u2068${page}\u2069 (not a page of the site)`);
    },
  );

  test.each([
    ['/ar/FinancialSystems', '/ar/FinancialSystems'],
    ['/ar/careers', '/ar/careers'],
    ['/financialsystems', '/FinancialSystems'],
    ['/', '/'],
  ])('%s, a page of the site, links to the site’s origin + %s', async (page, path) => {
    const mail = await salesMailFor(page);
    expect(hrefs(mail)).toContain(`https://www.ascon-erp.com${path}`);
  });
});

describe('the acknowledgement carries nothing the visitor wrote', () => {
  const hostileName = 'Dear WIN 5000 USD now at evil example';
  const hostileMessage = 'Claim your prize at https://evil.example/win before Friday';
  const hostileJobTitle = 'Visit evil example for free money';
  const parts = (mail: ParsedMail) => [mail.subject ?? '', mail.text ?? '', html(mail)];

  test.each(['en', 'ar'] as const)('an inquiry in %s: greeted without a name, with what happens next', async (locale) => {
    const email = unique(`ack-inquiry-${locale}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...validInquiry, locale, name: hostileName, message: hostileMessage, email, page: '/contact' },
    });
    expect(res.statusCode).toBe(201);
    await deliverNow(app);
    const [ack, more] = mailTo(email);
    expect(more).toBeUndefined();
    for (const part of parts(ack!)) {
      for (const typed of [hostileName, 'WIN 5000', 'evil', 'Claim your prize', '/contact']) expect(part).not.toContain(typed);
    }
    expect(ack!.text).toContain(locale === 'ar' ? 'مرحبًا،' : 'Hello,');
    expect(ack!.text).toContain(locale === 'ar' ? 'خلال يوم عمل واحد' : 'within one working day');
  });

  test.each(['en', 'ar'] as const)('an application in %s: no name, no job title', async (locale) => {
    const email = unique(`ack-application-${locale}`);
    const mp = multipartBody({ ...validApplication, locale, email, name: hostileName, message: hostileJobTitle }, [
      { name: 'file', filename: 'cv.pdf', content: pdfFile },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/applications', ...mp });
    expect(res.statusCode).toBe(201);
    await deliverNow(app);
    const [ack, more] = mailTo(email);
    expect(more).toBeUndefined();
    for (const part of parts(ack!)) {
      for (const typed of [hostileName, 'WIN 5000', 'evil', 'free money', 'cv.pdf']) expect(part).not.toContain(typed);
    }
    expect(ack!.text).toContain(locale === 'ar' ? 'مرحبًا،' : 'Hello,');
  });
});
