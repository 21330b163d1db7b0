import { expect, test } from 'vitest';
import { buildLeadApp, memoryTransport, multipartBody, samplePdf, testConfig, validApplication, validInquiry } from '../support/lead-app.ts';

test('smoke', async () => {
  const transport = memoryTransport();
  const app = await buildLeadApp(testConfig(), { transport });
  let r = await app.inject({ method: 'POST', url: '/api/inquiries', payload: validInquiry });
  console.log(r.statusCode, r.body);
  r = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: 'x', locale: 'ar' } });
  console.log(r.statusCode, r.body);
  r = await app.inject({ method: 'POST', url: '/api/inquiries', payload: new URLSearchParams(validInquiry).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' } });
  console.log(r.statusCode, r.headers.location);
  const mp = multipartBody(validApplication, [{ name: 'file', filename: '../../my cv<>.pdf', content: samplePdf }]);
  r = await app.inject({ method: 'POST', url: '/api/applications', ...mp });
  console.log(r.statusCode, r.body);
  const big = multipartBody(validApplication, [{ name: 'file', filename: 'big.pdf', content: Buffer.concat([samplePdf, Buffer.alloc(6 * 1024 * 1024)]) }]);
  r = await app.inject({ method: 'POST', url: '/api/applications', ...big });
  console.log(r.statusCode, r.body);
  r = await app.inject({ method: 'POST', url: '/api/inquiries', payload: '{bad', headers: { 'content-type': 'application/json' } });
  console.log(r.statusCode, r.body);
  console.log(await app.leads.deliverNow(), transport.sent.map((m) => [m.to, m.subject, m.messageId, m.attachments.map((a) => a.filename)]));
  r = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  console.log(r.statusCode, r.body.slice(0, 300));
  await app.close();
  expect(1).toBe(1);
});
