import { auth, json, latestOtp, logIn, makeSandbox } from './sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from './sandbox.ts';
import { LISTED_SUPPLIERS } from '../../../server/purchase/catalog.ts';

// A borrower with an active ₹5,00,000 line (opened by the control API) and the calls the app makes
// to spend it, for the purchase journey's sandbox tests.

export type Spend = {
  transactionId: string;
  status: 'created' | 'processing' | 'on_hold' | 'settled' | 'failed' | 'cancelled' | 'expired';
  holdReason: 'awaitingDelivery' | 'rails' | null;
  reason: string | null;
  amount: number;
  channel: string;
  supplier: { id: string | null; name: string; vpa: string | null };
  marketplaceId: string | null;
  invoices: { number: string; date: string; amount: number; fileName: string | null; fileSize: number | null }[];
  interestFreeUntil: string | null;
  dueDate: string | null;
  utr: string | null;
  holdsLimit: boolean;
};

/** Sharma Textiles (BazaarHub) and Gupta Packaging (ShipKart): listed suppliers with marketplace orders. */
export const LISTED = LISTED_SUPPLIERS[0]!;

export type PurchaseWorld = {
  s: TestSandbox;
  who: LoggedIn;
  headers: Record<string, string>;
  /** A supplier of the customer's own, paid by bank transfer, with no marketplace hold. */
  ownSupplierId: string;
  spend(key: string, details: Record<string, unknown>, files?: Record<string, Blob>): Promise<Response>;
  spendOk(key: string, details: Record<string, unknown>): Promise<Spend>;
  /** process-payment: how the spend reaches its payee and how it is confirmed (an OTP is sent). */
  process(id: string, paymentMethod?: 'BANK_TRANSFER' | 'UPI', confirmWith?: 'OTP' | 'MPIN'): Promise<Response>;
  confirmByOtp(id: string): Promise<Spend>;
  read(id: string): Promise<Spend>;
  rails(id: string, action: 'settle' | 'fail' | 'hold' | 'release', reason?: string): Promise<Response>;
  available(): Promise<number>;
};

export async function errorOf(response: Response): Promise<ErrorAnswer['error']> {
  return (await json<ErrorAnswer>(response)).error;
}

export const quick = (supplierId: string, amount: number, extra: Record<string, unknown> = {}) => ({
  channel: 'quick',
  supplierId,
  amount,
  ...extra,
});

export async function purchaseWorld(phone: string, creditLimit = 500_000): Promise<PurchaseWorld> {
  const s = makeSandbox();
  const who = await logIn(s, phone);
  const opened = await s.call('PUT', `/__sandbox/customers/${phone}/credit-account`, { creditLimit });
  if (opened.status !== 200) throw new Error(`credit-account answered ${opened.status}`);
  const headers = auth(who.token);
  const added = await s.call(
    'POST',
    '/v1/customer/suppliers',
    { name: 'Verma Steel Traders', bankAccount: { accountNumber: '123456789012', ifsc: 'HDFC0001234' } },
    headers,
  );
  if (added.status !== 201) throw new Error(`add supplier answered ${added.status}: ${await added.text()}`);
  const ownSupplierId = (await json<{ supplier: { id: string } }>(added)).supplier.id;

  // Keys are 8 or more characters: the test's own name for one, prefixed.
  const spend = (name: string, details: Record<string, unknown>, files: Record<string, Blob> = {}) => {
    const key = `purchase-${name}`;
    if (Object.keys(files).length === 0) {
      return s.call('POST', '/v1/customer/multi-invoice-transaction', details, { ...headers, 'idempotency-key': key });
    }
    const form = new FormData();
    form.set('details', JSON.stringify(details));
    for (const [field, file] of Object.entries(files)) form.set(field, file, `${field}.pdf`);
    return Promise.resolve(
      s.app.request('/v1/customer/multi-invoice-transaction', {
        method: 'POST',
        body: form,
        headers: { ...headers, 'idempotency-key': key },
      }),
    );
  };
  const transactionOf = async (response: Response): Promise<Spend> => {
    if (response.status !== 200) throw new Error(`answered ${response.status}: ${await response.text()}`);
    return (await json<{ transaction: Spend }>(response)).transaction;
  };
  const read = async (id: string) =>
    transactionOf(await s.call('GET', `/v1/customer/transaction/${id}/payments-details`, undefined, headers));
  const process = (id: string, paymentMethod = 'BANK_TRANSFER', confirmWith = 'OTP') =>
    s.call('POST', '/v1/customer/process-payment', { transactionId: id, paymentMethod, confirmWith }, headers);
  return {
    s,
    who,
    headers,
    ownSupplierId,
    spend,
    spendOk: async (key, details) => transactionOf(await spend(key, details)),
    process,
    async confirmByOtp(id) {
      const processed = await process(id, (await read(id)).supplier.vpa === null ? 'BANK_TRANSFER' : 'UPI');
      if (processed.status !== 200) throw new Error(`process-payment answered ${processed.status}`);
      const otp = await latestOtp(s, phone);
      return transactionOf(
        await s.call('POST', '/v1/customer/verify-payment-otp', { transactionId: id, otp }, headers),
      );
    },
    read,
    rails: (id, action, reason) =>
      s.call('POST', `/__sandbox/purchases/${id}/rails`, reason === undefined ? { action } : { action, reason }),
    async available() {
      const home = await json<{ creditAccountInfo?: unknown }>(
        await s.call('GET', '/v1/customer/transaction', undefined, headers),
      );
      return (home as unknown as { available: number }).available;
    },
  };
}

/** A PDF's first bytes: enough for the invoice file check. */
export const pdfFile = (text = 'invoice'): Blob =>
  new Blob([new TextEncoder().encode(`%PDF-1.4\n% ${text}\n`)], { type: 'application/pdf' });
