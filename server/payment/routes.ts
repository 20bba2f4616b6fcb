import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { UuidSchema, parseOrThrow, readJsonBody, readQuery } from '../kit/validation.ts';
import { supplierPayable } from './supplier-payable.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import { ledgerAt } from '../ledger/charges.ts';
import { duesJson } from '../ledger/dues.ts';
import { duesNow } from '../ledger/holds.ts';
import { statementJson, statementOf } from '../ledger/statement.ts';
import { asPaise, rupeesFromPaise } from '../kit/money.ts';
import { expireStale, paymentsInFlight, repaymentsInFlight } from './in-flight.ts';
import { statementPdf } from '../ledger/statement-pdf.ts';
import { loanPartiesOf } from '../ledger/loan-parties.ts';
import { receiptNumberOf, receiptPdf } from './receipt-pdf.ts';
import { IDEMPOTENCY_HEADER, assertKeyShape, onceForKey } from '../kit/idempotency.ts';
import { InitiateSchema, initiatePayment } from './initiate.ts';
import { abandonPayment } from './abandon.ts';
import { checkPaymentOtp, resendPaymentOtp } from './payment-otp.ts';
import { decidedPage, paymentPage, unknownPaymentPage } from './payment-page.ts';
import {
  DECLINED_CARD_SUFFIX,
  NET_BANKS,
  OTHER_BANKS,
  PAGE_DECISIONS,
  PAGE_DECISION_PATH,
  PAYMENT_PAGE_PATH,
  PaymentErrorCodes,
  UNKNOWN_VPA_PREFIX,
  UPI_APP_PATH,
  VPA_PATTERN,
} from './rules.ts';
import { decide, findPayment, paymentJson, paymentsOf, readStatus } from './store.ts';
import { REFERENCE_FIELD, ReferenceFieldSchema, consumeReference, referenceState } from '../providers/references.ts';
import { pageAnswer, readPageForm, redirectBack } from '../providers/page-http.ts';

// The customer's payment calls (§7 Mandate and repayment, Customer) and the sandbox gateway's
// pages (docs/sandbox.md, "Credit account and payments").

const TransactionIdSchema = v.pipe(v.string(), v.regex(/^TXN[0-9A-F]{16}$/, 'must be a transaction id'));
const OtpBodySchema = v.strictObject({
  transactionId: TransactionIdSchema,
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
  chequeNumber: v.optional(v.nullable(v.string())),
});
const ResendBodySchema = v.strictObject({ transactionId: TransactionIdSchema });
const DateSchema = v.pipe(v.string(), v.isoDate('must be a date, YYYY-MM-DD'));
const PeriodSchema = v.object({ from: DateSchema, to: DateSchema });
const PayableQuerySchema = v.object({ supplierId: v.optional(UuidSchema) });
const VpaBodySchema = v.strictObject({ vpa: v.string() });
const DecisionFormSchema = v.object({
  transactionId: TransactionIdSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(PAGE_DECISIONS),
});
const PageFormSchema = v.object({ transactionId: TransactionIdSchema, [REFERENCE_FIELD]: ReferenceFieldSchema });

const METHODS = [
  { code: 'DEBIT_CARD', label: 'Debit Card' },
  { code: 'NET_BANKING', label: 'Net Banking' },
  { code: 'UPI', label: 'UPI' },
] as const;

function ownPayment(deps: SandboxDeps, c: Context<SandboxEnv>, id: string) {
  const payment = findPayment(deps.db, id);
  if (!payment || payment.customer_id !== c.var.auth.customer.id) throw notFound('There is no such payment.');
  return payment;
}

export function paymentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);

  // Amount payable: what the credit account owes now, what repayments in flight already hold of it
  // (payableNow is what a new repayment may be), and any credit balance owed back.
  routes.get('/v1/customer/transaction', customer, (c) => {
    const { supplierId } = readQuery(c, PayableQuerySchema);
    const owner = c.var.auth.customer.id;
    const account = findCreditAccount(deps.db, owner);
    if (!account) throw new HttpError(404, PaymentErrorCodes.noCreditAccount, 'You have no active credit line yet.');
    const at = isoAt(deps.now());
    const answer = deps.db.transaction(() => {
      const dues = duesNow(deps.db, account, at);
      expireStale(deps.db, owner, at);
      const held = repaymentsInFlight(deps.db, owner);
      const payableNow = asPaise(Math.max(0, dues.totalDue - held));
      return {
        loanId: account.loan_id,
        loanReference: loanPartiesOf(deps.db, c.var.auth.customer, account.loan_id).loanReference,
        ...duesJson(dues),
        pendingRepayments: rupeesFromPaise(held),
        payableNow: rupeesFromPaise(payableNow),
        // In a supplier's place: what is owed for that supplier's drawdowns (ADR 047).
        ...(supplierId === undefined
          ? {}
          : supplierPayable(deps.db, account, at, supplierId, { minimumDue: dues.minimumDue, payableNow })),
      };
    })();
    return c.json(answer);
  });

  // The credit statement for a period: as JSON, and as the PDF the app downloads.
  const statementFor = (c: Context<SandboxEnv>) => {
    const { from, to } = readQuery(c, PeriodSchema);
    if (from > to) throw new HttpError(400, 'EPL-40000', 'query.from: must not be after query.to');
    const account = findCreditAccount(deps.db, c.var.auth.customer.id);
    if (!account) throw new HttpError(404, PaymentErrorCodes.noCreditAccount, 'You have no active credit line yet.');
    const statement = statementOf(account, ledgerAt(deps.db, account, isoAt(deps.now())), from, to);
    return { statement, parties: loanPartiesOf(deps.db, c.var.auth.customer, account.loan_id) };
  };
  routes.get('/v1/customer/credit-statement', customer, (c) => {
    const { statement, parties } = statementFor(c);
    return c.json(statementJson(statement, parties));
  });
  routes.get('/v2/customer/generate-statement', customer, async (c) => {
    const { statement, parties } = statementFor(c);
    const bytes = await statementPdf(statement, parties, isoAt(deps.now()));
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `attachment; filename="saakh-statement-${statement.from}-to-${statement.to}.pdf"`);
    return c.body(bytes.buffer as ArrayBuffer);
  });

  routes.get('/v1/customer/transaction/payment-method', customer, (c) =>
    c.json({ methods: METHODS, banks: NET_BANKS }),
  );
  routes.post('/v1/repayment/other-banks', customer, (c) => c.json({ banks: OTHER_BANKS }));

  routes.post('/v1/scanpay/validate-vpa', customer, async (c) => {
    const { vpa } = await readJsonBody(c, VpaBodySchema);
    const valid = VPA_PATTERN.test(vpa) && !vpa.startsWith(UNKNOWN_VPA_PREFIX);
    const name = valid
      ? `${c.var.auth.customer.first_name ?? 'Account'} ${c.var.auth.customer.last_name ?? 'holder'}`
      : null;
    return c.json({ vpa, valid, name });
  });

  routes.post('/v2/repayment/initiate-transaction', customer, async (c) => {
    const key = assertKeyShape(c.req.header(IDEMPOTENCY_HEADER));
    const input = await readJsonBody(c, InitiateSchema);
    const owner = c.var.auth.customer;
    const origin = new URL(c.req.url).origin;
    const call = { db: deps.db, secret: deps.secret, customerId: owner.id, key, input, at: isoAt(deps.now()) };
    // IMMEDIATE: the due less the reservations is read and the new one written under one write
    // lock, so no other writer (another process on the same file) can reserve in between.
    const answer = deps.db
      .transaction(() => onceForKey(call, () => initiatePayment(deps, owner, input, origin)))
      .immediate();
    return c.json(answer as object);
  });

  routes.get('/v1/customer/transaction/:id/payments-details', customer, (c) => {
    const id = parseOrThrow(TransactionIdSchema, c.req.param('id'), 'path.id');
    const read = deps.db.transaction(() => readStatus(deps.db, ownPayment(deps, c, id), isoAt(deps.now())))();
    return c.json({ transaction: paymentJson(read) });
  });

  // The receipt of a successful payment (docs/decisions/024): the token's own payments only (another
  // customer's answers 404, as an unknown one); a payment that has not succeeded has none (409).
  routes.get('/v1/customer/transaction/:id/receipt', customer, async (c) => {
    const id = parseOrThrow(TransactionIdSchema, c.req.param('id'), 'path.id');
    const payment = deps.db.transaction(() => readStatus(deps.db, ownPayment(deps, c, id), isoAt(deps.now())))();
    if (payment.status !== 'success') {
      throw new HttpError(
        409,
        PaymentErrorCodes.receiptNotAvailable,
        'This payment has not succeeded, so there is no receipt for it.',
      );
    }
    const account = findCreditAccount(deps.db, payment.customer_id);
    const bytes = await receiptPdf(payment, loanPartiesOf(deps.db, c.var.auth.customer, account?.loan_id ?? null));
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `attachment; filename="saakh-receipt-${receiptNumberOf(payment)}.pdf"`);
    c.header('cache-control', 'no-store');
    return c.body(bytes.buffer as ArrayBuffer);
  });

  routes.get('/v2/customer/transaction-details', customer, (c) => {
    const owner = c.var.auth.customer.id;
    const payments = deps.db.transaction(() => {
      expireStale(deps.db, owner, isoAt(deps.now()));
      return paymentsOf(deps.db, owner);
    })();
    return c.json({ payments: payments.map(paymentJson) });
  });

  // The payments still in flight (created or pending, stale ones expired first): the lender's word on
  // a payment the app must resume after a reload, a Back from the gateway or another tab.
  routes.get('/v1/customer/payments-in-flight', customer, (c) => {
    const owner = c.var.auth.customer.id;
    const payments = deps.db.transaction(() => {
      expireStale(deps.db, owner, isoAt(deps.now()));
      return paymentsInFlight(deps.db, owner);
    })();
    return c.json({ payments: payments.map(paymentJson) });
  });

  // Abandon a payment not yet at the bank (a card awaiting its OTP): its hold on the due and the fee's
  // slot go with it, in one IMMEDIATE transaction; a pending one is 409 (payments/abandon.ts).
  routes.post('/v1/customer/transaction/:id/abandon', customer, (c) => {
    const id = parseOrThrow(TransactionIdSchema, c.req.param('id'), 'path.id');
    const abandoned = deps.db
      .transaction(() => abandonPayment(deps, ownPayment(deps, c, id), isoAt(deps.now())))
      .immediate();
    return c.json({ transaction: paymentJson(abandoned) });
  });

  routes.post('/v1/customer/verify-payment-otp', customer, async (c) => {
    const input = await readJsonBody(c, OtpBodySchema);
    let failure: HttpError | null = null;
    const answer = deps.db.transaction(() => {
      // An expired payment reads failed here, before its code is looked at.
      const payment = readStatus(deps.db, ownPayment(deps, c, input.transactionId), isoAt(deps.now()));
      // Verified already (a replay after a lost answer): the result, not a second charge.
      if (payment.status !== 'created') return payment;
      try {
        checkPaymentOtp(deps, payment.id, input.otp);
      } catch (error) {
        // The wrong try must be counted, so the transaction commits and the error is thrown after.
        if (error instanceof HttpError) {
          failure = error;
          return payment;
        }
        throw error;
      }
      const declined = payment.card_last4 === DECLINED_CARD_SUFFIX;
      return decide(deps.db, payment, declined ? 'decline' : 'approve', isoAt(deps.now()));
    })();
    if (failure) throw failure;
    return c.json({ transaction: paymentJson(answer) });
  });

  routes.post('/v1/customer/resend-payment-otp', customer, async (c) => {
    const input = await readJsonBody(c, ResendBodySchema);
    deps.db.transaction(() => {
      const payment = readStatus(deps.db, ownPayment(deps, c, input.transactionId), isoAt(deps.now()));
      if (payment.status !== 'created') {
        throw new HttpError(409, PaymentErrorCodes.notAwaitingOtp, 'This payment is not waiting for an OTP.');
      }
      resendPaymentOtp(deps, payment.id, c.var.auth.customer.phone);
    })();
    return c.json({ sentTo: c.var.auth.customer.phone });
  });

  // The gateway's pages exist only in the sandbox, and act only with the payment's own reference.
  if (!deps.sandbox) return routes;
  const referenced = (id: string | undefined, reference: unknown) => {
    const payment = id ? findPayment(deps.db, id) : undefined;
    const state = payment ? referenceState(deps, 'payment', payment.id, reference) : 'invalid';
    return payment && state !== 'invalid' ? { payment, state } : undefined;
  };

  // The gateway's page: the app posts the form the initiate answer gave it.
  routes.post(PAYMENT_PAGE_PATH, async (c) => {
    const form = await readPageForm(c, PageFormSchema).catch(() => null);
    const found = referenced(form?.transactionId, form?.[REFERENCE_FIELD]);
    if (!form || found?.state !== 'open') return pageAnswer(c, unknownPaymentPage(), 404);
    return pageAnswer(c, paymentPage(found.payment, form[REFERENCE_FIELD]));
  });

  // The UPI app standing in for the customer's phone: where QA answers a collect request.
  routes.get(UPI_APP_PATH, (c) => {
    const reference = c.req.query(REFERENCE_FIELD) ?? '';
    const found = referenced(c.req.query('transactionId'), reference);
    if (found?.state !== 'open' || found.payment.method !== 'UPI') return pageAnswer(c, unknownPaymentPage(), 404);
    return pageAnswer(c, paymentPage(found.payment, reference));
  });

  routes.post(PAGE_DECISION_PATH, async (c) => {
    const form = await readPageForm(c, DecisionFormSchema).catch(() => null);
    if (!form) return pageAnswer(c, unknownPaymentPage(), 404);
    const at = isoAt(deps.now());
    // A second press (the reference spent) decides nothing and goes back with what was recorded.
    const payment = deps.db.transaction(() => {
      const found = referenced(form.transactionId, form[REFERENCE_FIELD]);
      if (found?.state !== 'open') return found?.payment;
      consumeReference(deps, 'payment', found.payment.id, at);
      return decide(deps.db, found.payment, form.decision, at);
    })();
    if (!payment) return pageAnswer(c, unknownPaymentPage(), 404);
    // A collect request is answered on the phone: the app, still open, reads the status itself.
    if (payment.method === 'UPI') return pageAnswer(c, decidedPage(payment));
    return redirectBack(c, payment.return_url, { transactionId: payment.id });
  });

  return routes;
}
