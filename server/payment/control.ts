import { Hono } from 'hono';
import * as v from 'valibot';
import { randomUUID } from 'node:crypto';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findApplicationOfCustomer, findCustomerByPhone } from '../db/customers.ts';
import { addEntry, openCreditAccount } from '../ledger/accounts.ts';
import { duesJson } from '../ledger/dues.ts';
import { duesNow } from '../ledger/holds.ts';
import { RupeesAsPaiseSchema, asPaise, paiseOfWholeRupees } from '../kit/money.ts';
import { PAGE_DECISIONS, UPI_APP_PATH } from './rules.ts';
import { REFERENCE_FIELD, issueReference } from '../providers/references.ts';
import { decide, findPayment, paymentJson } from './store.ts';
import { feeJson, markRedeemed } from './coupons.ts';
import { createFee } from '../ledger/processing-fees.ts';

// QA stands in for the lender and the bank here (docs/sandbox.md, "Credit account and payments"):
// an active borrower with a drawdown, and the bank's answer to a collect request.

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
// Amounts in rupees, as on every wire; paise once validated.
const CreditAccountSchema = v.strictObject({
  creditLimit: v.optional(v.pipe(RupeesAsPaiseSchema, v.minValue(asPaise(100_000), 'must be at least ₹1,000'))),
  annualRate: v.optional(v.pipe(v.number(), v.minValue(0))),
  drawdown: v.optional(v.pipe(RupeesAsPaiseSchema, v.minValue(asPaise(100), 'must be at least ₹1'))),
});
const FeeSchema = v.strictObject({
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(asPaise(100), 'must be at least ₹1')),
  // Coupons this customer redeemed before: "already used" without paying a fee first.
  redeemedCoupons: v.optional(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40)))),
});
const DecisionSchema = v.strictObject({ decision: v.picklist(PAGE_DECISIONS) });

export const DEFAULT_CREDIT_LIMIT = 500_000;
export const DEFAULT_ANNUAL_RATE = 18;

export function paymentControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.put('/__sandbox/customers/:phone/credit-account', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, CreditAccountSchema);
    const customer = findCustomerByPhone(deps.db, phone);
    if (!customer) throw notFound(`No customer has the phone ${phone}.`);
    const at = isoAt(deps.now());
    const answer = deps.db.transaction(() => {
      const application = findApplicationOfCustomer(deps.db, customer.id);
      const account = openCreditAccount(deps.db, {
        customerId: customer.id,
        loanId: application?.latest_loan_id ?? `LN-${randomUUID().slice(0, 8).toUpperCase()}`,
        creditLimit: input.creditLimit ?? paiseOfWholeRupees(DEFAULT_CREDIT_LIMIT),
        annualRate: input.annualRate ?? DEFAULT_ANNUAL_RATE,
        openedAt: at,
      });
      if (input.drawdown !== undefined) {
        addEntry(deps.db, account.id, {
          kind: 'drawdown',
          amount: input.drawdown,
          description: 'Supplier payment',
          at,
        });
      }
      return { loanId: account.loan_id, ...duesJson(duesNow(deps.db, account, at)) };
    })();
    return c.json(answer);
  });

  routes.put('/__sandbox/customers/:phone/processing-fee', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, FeeSchema);
    const customer = findCustomerByPhone(deps.db, phone);
    if (!customer) throw notFound(`No customer has the phone ${phone}.`);
    const at = isoAt(deps.now());
    const fee = deps.db.transaction(() => {
      markRedeemed(deps.db, customer.id, input.redeemedCoupons ?? [], at);
      return createFee(deps.db, customer.id, input.amount, at);
    })();
    return c.json(feeJson(fee));
  });

  // The customer's UPI app gets the collect request with its reference; QA opens it from here.
  routes.get('/__sandbox/payments/:id/upi-app', (c) => {
    const payment = findPayment(deps.db, c.req.param('id'));
    if (!payment || payment.method !== 'UPI') throw notFound('There is no such UPI payment.');
    const query = new URLSearchParams({
      transactionId: payment.id,
      [REFERENCE_FIELD]: issueReference(deps, 'payment', payment.id),
    });
    return c.json({ url: `${new URL(c.req.url).origin}${UPI_APP_PATH}?${query.toString()}` });
  });

  routes.post('/__sandbox/payments/:id/decision', async (c) => {
    const input = await readJsonBody(c, DecisionSchema);
    const payment = findPayment(deps.db, c.req.param('id'));
    if (!payment) throw notFound('There is no such payment.');
    const decided = deps.db.transaction(() => decide(deps.db, payment, input.decision, isoAt(deps.now())))();
    return c.json({ transaction: paymentJson(decided) });
  });

  return routes;
}
