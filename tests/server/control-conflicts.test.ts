import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { isUniqueClash } from '../../server/kit/errors.ts';
import { auth, json, logIn, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

// A loan id is one application's: QA seeding another's, or an agreement opened under one that is
// taken, is a 409 with the §8 body and nothing written; any other unique-key clash is a 409 too,
// never a 500, and the transaction it ran in leaves nothing half-written.

let s: TestSandbox;
afterEach(() => s.close());

const A = '9876500001';
const B = '9876500002';
const seed = (phone: string, body: Record<string, unknown>) => s.call('PUT', `/__sandbox/customers/${phone}`, body);
const agreementOf = (phone: string) => s.call('PUT', `/__sandbox/customers/${phone}/agreement`, {});
const statusOf = (phone: string) =>
  (
    s.db
      .prepare('SELECT a.status FROM applications a JOIN customers c ON c.id = a.customer_id WHERE c.phone = ?')
      .get(phone) as { status: string } | undefined
  )?.status;

async function expectConflict(answer: Response, code: string): Promise<void> {
  expect(answer.status).toBe(409);
  const body = await json<ErrorAnswer>(answer);
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toBe('');
}

describe('duplicate loan ids', () => {
  it('refuses to seed a loan id another application’s agreement holds, writing nothing', async () => {
    s = makeSandbox();
    await seed(A, { status: 'nbfcApproved', latestLoanId: 'loan-shared' });
    expect((await agreementOf(A)).status).toBe(200);
    const customers = s.count('customers');
    await expectConflict(await seed(B, { status: 'nbfcApproved', latestLoanId: 'loan-shared' }), 'EPL-40912');
    expect(s.count('customers')).toBe(customers);
    // Its own loan id again is no clash.
    expect((await seed(A, { latestLoanId: 'loan-shared' })).status).toBe(200);
  });

  it('answers 409, not 500, when an agreement would open under a loan id that is taken', async () => {
    s = makeSandbox();
    // Before either has an agreement a shared id is allowed (screen sweeps seed one id for many).
    await seed(A, { status: 'emandatePending', latestLoanId: 'loan-shared' });
    await seed(B, { status: 'emandatePending', latestLoanId: 'loan-shared' });
    await seed(A, { status: 'nbfcApproved' });
    expect((await agreementOf(A)).status).toBe(200);
    await seed(B, { status: 'nbfcApproved' });
    await expectConflict(await agreementOf(B), 'EPL-40912');
    const { token } = await logIn(s, B);
    await expectConflict(
      await s.call('GET', '/v2/creditloan/loan-shared/loan-document', undefined, auth(token)),
      'EPL-40912',
    );
    expect(s.count('loan_agreements')).toBe(1);
    expect(statusOf(B)).toBe('nbfcApproved');
    // A fresh loan for B (the control's seed) is its way out.
    expect((await s.call('PUT', `/__sandbox/customers/${B}/agreement`, { seed: {} })).status).toBe(200);
    expect(s.count('loan_agreements')).toBe(2);
  });
});

describe('any unique-key clash', () => {
  it('is told apart from other database failures', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, code TEXT UNIQUE, n INTEGER CHECK (n > 0))');
    db.prepare('INSERT INTO t VALUES (?, ?, ?)').run('a', 'x', 1);
    const thrown = (sql: string, ...values: unknown[]) => {
      try {
        db.prepare(sql).run(...values);
      } catch (error) {
        return error;
      }
      throw new Error('no failure');
    };
    expect(isUniqueClash(thrown('INSERT INTO t VALUES (?, ?, ?)', 'a', 'y', 1))).toBe(true);
    expect(isUniqueClash(thrown('INSERT INTO t VALUES (?, ?, ?)', 'b', 'x', 1))).toBe(true);
    expect(isUniqueClash(thrown('INSERT INTO t VALUES (?, ?, ?)', 'c', 'z', 0))).toBe(false);
    expect(isUniqueClash(new Error('x'))).toBe(false);
    db.close();
  });

  it('answers 409 with the §8 body and rolls the transaction back', async () => {
    s = makeSandbox();
    s.db.exec('CREATE TABLE clash_probe (id TEXT PRIMARY KEY)');
    s.app.post('/__probe/clash', (c) => {
      s.db.transaction(() => {
        s.db.prepare('INSERT INTO clash_probe VALUES (?)').run('first');
        s.db.prepare('INSERT INTO clash_probe VALUES (?)').run('first');
      })();
      return c.body(null, 204);
    });
    await expectConflict(await s.call('POST', '/__probe/clash'), 'EPL-40990');
    expect(s.count('clash_probe')).toBe(0);
  });
});
