/**
 * The database itself keeps the columns a lead's code relies on to their values (decision 0052):
 * a locale is 'en' or 'ar', a CV type is 'pdf', 'doc' or 'docx', whatever writes the row (a
 * script, a future bug), on both engines. And a lead's spam flag is its status alone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { backends, openBackend, type OpenBackend } from '../support/backends.ts';

/** PostgreSQL's check_violation, as both drivers report it under drizzle's query error. */
const checkViolation = { cause: { code: '23514' } };

describe.each(backends)('the schema on %s', (backend) => {
  let store: OpenBackend;
  beforeAll(async () => {
    store = await openBackend(backend);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  const insertInquiry = (locale: string) =>
    store.database.db.execute(sql`insert into inquiries (id, name, email, phone_number, country, message, locale, page)
      values (${randomUUID()}, 'Layla', 'layla@example.com', '+966501234567', 'SA', 'A demo, please.', ${locale}, '/contact')`);
  const insertApplication = (locale: string, cvType: string) =>
    store.database.db.execute(sql`insert into applications
      (id, name, email, phone_number, job_title, position, locale, cv_sha256, cv_size, cv_type, cv_file_name, cv_state)
      values (${randomUUID()}, 'Omar', 'omar@example.com', '+966501234567', 'Accountant', 'accountant', ${locale},
        ${'0'.repeat(64)}, 1, ${cvType}, 'cv.pdf', 'quarantined')`);

  test('a locale other than en or ar is refused, in inquiries and applications', async () => {
    await insertInquiry('ar');
    await expect(insertInquiry('fr')).rejects.toMatchObject(checkViolation);
    await insertApplication('en', 'pdf');
    await expect(insertApplication('EN', 'pdf')).rejects.toMatchObject(checkViolation);
  });

  test('a CV type other than pdf, doc or docx is refused', async () => {
    await insertApplication('ar', 'docx');
    await insertApplication('ar', 'doc');
    await expect(insertApplication('ar', 'exe')).rejects.toMatchObject(checkViolation);
  });

  test('no spam column repeats the status', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      store.database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_name in ('inquiries', 'applications') and column_name in ('spam', 'status') order by table_name, column_name`,
    );
    expect(columns).toEqual([
      { table_name: 'applications', column_name: 'status' },
      { table_name: 'inquiries', column_name: 'status' },
    ]);
  });
});
