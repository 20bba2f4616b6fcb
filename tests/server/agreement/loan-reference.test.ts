import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate } from '../../../server/db/migrations.ts';
import { migrations } from '../../../server/journeys.ts';
import { formatLoanReference, LOAN_REFERENCE_PATTERN } from '../../../server/agreement/reference.ts';
import { auth, json, logIn, makeSandbox, testClock } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';

// A loan's human reference (docs/decisions/024): SKH-<year made, in India>-<six-digit sequence>,
// given when the agreement is made, numbered in order, unique, and what people read instead of
// the loan's UUID; the loans already stored are numbered by the migration in the order they were made.

let s: TestSandbox | undefined;
afterEach(() => s?.close());

const REFERENCE_MIGRATION = migrations.findIndex((sql) => sql.includes('loan_reference_sequence'));

async function seededLoan(sandbox: TestSandbox, phone: string) {
  const login = await logIn(sandbox, phone);
  const seeded = await sandbox.call('PUT', `/__sandbox/customers/${phone}/agreement`, {
    seed: { nbfcName: 'arthika' },
  });
  expect(seeded.status).toBe(200);
  const body = await json<{ agreement: { loanId: string; loanReference: string } }>(seeded);
  return { ...login, ...body.agreement };
}

describe('the loan reference', () => {
  it('is SKH, the year in India and six digits', () => {
    expect(formatLoanReference('2026-11-29T10:00:00.000Z', 123)).toBe('SKH-2026-000123');
    // 31 Dec 19:00 UTC is already 1 Jan in India.
    expect(formatLoanReference('2026-12-31T19:00:00.000Z', 1)).toBe('SKH-2027-000001');
    expect(formatLoanReference('2026-12-31T18:29:59.999Z', 999_999)).toBe('SKH-2026-999999');
  });

  it('is given from one sequence as loans are made, survives a reset, and is carried to the app', async () => {
    s = makeSandbox({ clock: testClock(Date.UTC(2026, 10, 29, 6, 0, 0)) });
    const first = await seededLoan(s, '9123400501');
    const second = await seededLoan(s, '9123400502');
    expect([first.loanReference, second.loanReference]).toEqual(['SKH-2026-000001', 'SKH-2026-000002']);
    // A new loan for the same borrower (QA's seed again) takes the next number, never an old one.
    const again = await seededLoan(s, '9123400501');
    expect(again.loanReference).toBe('SKH-2026-000003');
    const summary = await json<{ loanId: string; loanReference: string }>(
      await s.call('GET', `/v2/creditloan/${again.loanId}/loan-document`, undefined, auth(again.token)),
    );
    expect(summary).toMatchObject({ loanId: again.loanId, loanReference: 'SKH-2026-000003' });
    expect((await s.call('POST', '/__sandbox/reset')).status).toBe(204);
    const afterReset = await seededLoan(s, '9123400503');
    expect(afterReset.loanReference).toBe('SKH-2026-000004');
  });

  it('is unique in the store', async () => {
    s = makeSandbox();
    const loan = await seededLoan(s, '9123400504');
    const other = await seededLoan(s, '9123400505');
    expect(() =>
      s?.db.prepare('UPDATE loan_agreements SET reference = ? WHERE loan_id = ?').run(loan.loanReference, other.loanId),
    ).toThrow(/UNIQUE/);
  });

  it('is given by the migration to the loans already stored, in the order they were made', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = OFF');
    migrations.slice(0, REFERENCE_MIGRATION).forEach((sql, index) => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    });
    const insert = db.prepare(
      `INSERT INTO loan_agreements (loan_id, application_id, nbfc_name, credit_limit, created_at)
       VALUES (?, ?, 'arthika', 500000, ?)`,
    );
    // Inserted out of order: the numbers follow created_at, and the year is India's.
    insert.run('c', 'app-c', '2026-03-01T10:00:00.000Z');
    insert.run('a', 'app-a', '2025-06-01T10:00:00.000Z');
    insert.run('b', 'app-b', '2025-12-31T20:00:00.000Z');
    migrate(db, migrations);
    const rows = db.prepare('SELECT loan_id, reference FROM loan_agreements ORDER BY loan_id').all();
    expect(rows).toEqual([
      { loan_id: 'a', reference: 'SKH-2025-000001' },
      { loan_id: 'b', reference: 'SKH-2026-000002' },
      { loan_id: 'c', reference: 'SKH-2026-000003' },
    ]);
    expect(db.prepare('SELECT last FROM loan_reference_sequence').get()).toEqual({ last: 3 });
    db.close();
  });

  it('replaces the UUID on the e-sign page and in the activation notification', async () => {
    s = makeSandbox();
    const loan = await seededLoan(s, '9123400506');
    expect(loan.loanReference).toMatch(LOAN_REFERENCE_PATTERN);
    const control = (body: unknown) => s!.call('PUT', `/__sandbox/customers/9123400506/agreement`, body);
    const acknowledged = await s.call(
      'PATCH',
      `/v1/creditloan/${loan.loanId}/loan-document`,
      { kfsAcknowledged: true },
      auth(loan.token),
    );
    expect(acknowledged.status).toBe(200);
    const started = await json<{ url: string }>(
      await s.call(
        'POST',
        `/v1/aadhar/esign/${loan.loanId}`,
        { redirectUrl: '/loan-agreement/sign' },
        auth(loan.token),
      ),
    );
    const url = new URL(started.url);
    const page = await (await s.app.request(`${url.pathname}${url.search}`)).text();
    expect(page).toContain(loan.loanReference);
    expect(page).not.toContain(loan.loanId);
    s.db
      .prepare("UPDATE loan_agreements SET signed_at = '2026-01-15T10:00:00.000Z' WHERE loan_id = ?")
      .run(loan.loanId);
    for (const review of ['opsReview', 'approve', 'activate']) expect((await control({ review })).status).toBe(200);
    const feed = await json<{ notifications: { body: string }[] }>(
      await s.call('GET', '/v1/application/notification', undefined, auth(loan.token)),
    );
    const bodies = feed.notifications.map((one) => one.body).join('\n');
    expect(bodies).toContain(loan.loanReference);
    expect(bodies).not.toContain(loan.loanId);
  });
});
