import { expect, type Page } from '@playwright/test';
import { parkCalls } from './parked-calls.ts';
import { testPhone } from './test-identity.ts';
import { MPIN } from '../../support/events/purchase-events.ts';

// The purchase paths' side of the sandbox: the app's calls held at gates until a step says how each
// ends (the lender's answer, or a fault armed first), the customer's own calls made beside the app
// (another tab, the rails), and the spend the app created, for the rails' control API.

/** The app's calls to one endpoint, held; `fault` is the sandbox's glob for the same path. */
export interface PurchaseGate {
  held(): number;
  /** Lets the oldest held call through and waits for its answer. */
  release(): Promise<void>;
  /** Arms `answer` for the next `tries` calls (a GET is tried three times), letting each through. */
  fail(tries: number, answer?: { status: number; body: unknown }): Promise<void>;
}

export const SERVER_FAULT_BODY = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };

export async function purchaseGate(page: Page, method: string, path: RegExp, fault: string): Promise<PurchaseGate> {
  const calls = await parkCalls(page, { method, path });
  const gate: PurchaseGate = {
    held: () => calls.held.length,
    release: () => calls.release(),
    async fail(tries, answer = { status: 500, body: SERVER_FAULT_BODY }) {
      const armed = await page.request.post('/__sandbox/faults', {
        data: { method, path: fault, times: tries, ...answer },
      });
      expect(armed.ok(), await armed.text()).toBe(true);
      for (let tried = 0; tried < tries; tried += 1) await calls.release();
    },
  };
  return gate;
}

const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string);

/** A call as the signed-in customer would make it from another tab. */
export async function asCustomer<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = { authorization: await tokenOf(page) };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const response = await page.request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type WireStatus = 'created' | 'processing' | 'on_hold' | 'onHold' | 'settled' | 'failed' | 'cancelled';

const statusOf = async (page: Page, id: string): Promise<string> => {
  const read = await asCustomer<{ transaction: { status: WireStatus } }>(
    page,
    'GET',
    `/v1/customer/transaction/${id}/payments-details`,
  );
  return read.transaction.status === 'on_hold' ? 'onHold' : read.transaction.status;
};

async function rails(page: Page, id: string, action: 'settle' | 'fail' | 'hold' | 'release'): Promise<void> {
  const moved = await page.request.post(`/__sandbox/purchases/${id}/rails`, { data: { action } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** Brings the spend to `wanted` as the rails (or the customer elsewhere, to cancel it) would. */
export async function moveSpendTo(page: Page, id: string, wanted: string): Promise<void> {
  let now = await statusOf(page, id);
  if (now === wanted) return;
  if (wanted === 'cancelled') {
    await asCustomer(page, 'PATCH', `/v1/customer/${id}/cancel`);
    return;
  }
  if (wanted === 'failed') return rails(page, id, 'fail');
  if (now === 'onHold') {
    await rails(page, id, 'release');
    now = 'processing';
  }
  if (wanted === 'settled') return rails(page, id, 'settle');
  if (wanted === 'onHold') return rails(page, id, 'hold');
  expect(now).toBe(wanted);
}

/** The mPIN set from another session before the app opens. */
export async function setMpinElsewhere(page: Page): Promise<void> {
  await asCustomer(page, 'POST', '/v1/scanpay/mpin', { mpin: MPIN });
}

/** A supplier's payment link for the customer `phone`, made with the control API. */
export async function paymentLink(page: Page, phone: string, supplierId: string): Promise<string> {
  const made = await page.request.post(`/__sandbox/customers/${testPhone(phone)}/payment-links`, {
    data: { supplierId, amount: 3200, invoiceNumber: 'SH-88', note: 'Order 88' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { linkId: string }).linkId;
}

/**
 * A quick payment created and sent for its OTP in an earlier visit, left as §3's record keeps it, so
 * the app opened on the status address resumes it. Returns its transaction id.
 */
export async function spendLeftForOtp(page: Page, supplier: { id: string; name: string }): Promise<string> {
  const created = await asCustomer<{ transaction: { transactionId: string } }>(
    page,
    'POST',
    '/v1/customer/multi-invoice-transaction',
    { channel: 'quick', supplierId: supplier.id, amount: 2500, invoices: [] },
    `resume-${Date.now()}`,
  );
  const { transactionId } = created.transaction;
  const { payoutMethods } = await asCustomer<{ payoutMethods: string[] }>(
    page,
    'GET',
    `/v1/customer/transaction/payment-method?transactionId=${transactionId}`,
  );
  const paymentMethod = payoutMethods.includes('BANK_TRANSFER') ? 'BANK_TRANSFER' : 'UPI';
  await asCustomer(page, 'POST', '/v1/customer/process-payment', { transactionId, paymentMethod, confirmWith: 'OTP' });
  const record = {
    supplier: supplier.name,
    supplierId: supplier.id,
    productType: 'quick',
    transactionAmount: 2500,
    transactionId,
    invoiceNumber: null,
    documents: [],
    paymentMethod: 'otp',
    keySeed: `resume-${Date.now()}`,
  };
  await page.evaluate((kept) => window.localStorage.setItem('marketplacePurchase', JSON.stringify(kept)), record);
  return transactionId;
}
