import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, badRequest, notFound } from '../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findApplicationOfCustomer, findCustomerByPhone, updateApplication } from '../db/customers.ts';
import { setPostApprovalState } from '../db/post-approval.ts';
import { offersFor } from '../lenders/lenders.ts';
import { positionOf } from '../application/advance.ts';
import { OPS_REVIEW_MS, AgreementErrorCodes, type ReviewStage } from './rules.ts';
import { creditAccountOf, ensureAgreement, keyFactsOf, moveAgreement } from './access.ts';
import { deleteAgreementOfApplication, findAgreementOfApplication } from './store.ts';
import type { Database } from 'better-sqlite3';
import { addEntry, closeCreditAccount, findCreditAccountOfLoan, openCreditAccount } from '../ledger/accounts.ts';
import { ledgerAt } from '../ledger/charges.ts';
import { duesOf } from '../ledger/dues.ts';
import { asPaise, paiseOfFigure, paiseOfWholeRupees, type Paise } from '../kit/money.ts';
import { createFee } from '../ledger/processing-fees.ts';

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
const LENDERS = ['arthika', 'kosh', 'vriddhi'] as const;

/** What QA does in the lender's place (docs/sandbox.md, "Loan agreement control"). */
const AgreementControlSchema = v.strictObject({
  // An application straight at nbfcApproved: a chosen offer, a registered mandate, a fresh loan.
  seed: v.optional(
    v.strictObject({
      nbfcName: v.optional(v.picklist(LENDERS)),
      approvedAmount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(50_000), v.maxValue(2_500_000))),
    }),
  ),
  // The lender's review: back to its ops team, approve, refuse (with a reason), open the credit line.
  review: v.optional(v.picklist(['opsReview', 'approve', 'reject', 'activate'])),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(300))),
  // What the borrower owes on the live line: the ledger gets the drawdown (or repayment) that makes it so.
  drawn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** Which stages each review move starts from. */
const MOVES: Readonly<Record<'opsReview' | 'approve' | 'reject' | 'activate', readonly ReviewStage[]>> = {
  opsReview: ['signing', 'approved'],
  approve: ['opsReview'],
  reject: ['opsReview', 'approved'],
  activate: ['approved'],
};

const TARGET = { opsReview: 'opsReview', approve: 'approved', reject: 'rejected', activate: 'active' } as const;

/** Brings what the line's ledger says is owed to `owed` with one drawdown, or one repayment. */
function setOwed(db: Database, customerId: string, loanId: string, owed: Paise, at: string): void {
  const account = findCreditAccountOfLoan(db, loanId);
  if (!account || account.customer_id !== customerId) return;
  const difference = owed - duesOf(account, ledgerAt(db, account, at)).used;
  if (difference > 0)
    addEntry(db, account.id, { kind: 'drawdown', amount: asPaise(difference), description: 'Supplier payment', at });
  if (difference < 0)
    addEntry(db, account.id, { kind: 'repayment', amount: asPaise(-difference), description: 'Repayment', at });
}

/** PUT /__sandbox/customers/{phone}/agreement. */
export function agreementControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.put('/__sandbox/customers/:phone/agreement', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, AgreementControlSchema);
    if (input.reason !== undefined && input.review !== 'reject')
      throw badRequest('body.reason: only with review reject');
    const customer = findCustomerByPhone(deps.db, phone);
    const found = customer ? findApplicationOfCustomer(deps.db, customer.id) : undefined;
    if (!customer || !found) throw notFound(`No applicant has the phone ${phone}.`);
    const result = deps.db.transaction(() => {
      const now = deps.now();
      const nowIso = isoAt(now);
      if (input.seed) {
        const approved = input.seed.approvedAmount ?? found.best_approved_amount ?? 500_000;
        const nbfcName = input.seed.nbfcName ?? 'arthika';
        const offer = offersFor(approved, 'several').find((candidate) => candidate.nbfcName === nbfcName);
        const loanId = randomUUID();
        deleteAgreementOfApplication(deps.db, found.id);
        // A new loan starts a new line: the old one's account and entries go with its agreement.
        closeCreditAccount(deps.db, customer.id);
        setPostApprovalState(deps.db, found.id, {
          nbfc_name: nbfcName,
          loan_id: loanId,
          selected_amount: offer?.limit ?? approved,
          submitted_at: nowIso,
        });
        updateApplication(
          deps.db,
          found.id,
          {
            status: 'nbfcApproved',
            sub_status: 'agreementPending',
            next_action: null,
            best_approved_amount: approved,
            latest_loan_id: loanId,
            mandate_registered: 1,
          },
          nowIso,
        );
      }
      const application = findApplicationOfCustomer(deps.db, customer.id) ?? found;
      const agreement = ensureAgreement(deps.db, application, nowIso);
      if (!agreement) throw new HttpError(409, AgreementErrorCodes.noLoan, 'This application has no loan to agree.');
      if (input.review) {
        if (!MOVES[input.review].includes(agreement.review)) {
          throw new HttpError(
            409,
            AgreementErrorCodes.stepNotOpen,
            `body.review: ${input.review} is not open while the agreement is ${agreement.review}`,
          );
        }
        const target = TARGET[input.review];
        moveAgreement(
          deps.db,
          { agreement, application },
          target,
          {
            review_reason: target === 'rejected' ? (input.reason ?? 'The lender could not approve this loan.') : null,
            review_expected_at_ms: target === 'opsReview' ? now + OPS_REVIEW_MS : null,
            activated_at_ms: target === 'active' ? now : null,
          },
          nowIso,
        );
        // The activation opens the line's one record, the ledger's account, at the agreed limit and rate.
        if (target === 'active') {
          openCreditAccount(deps.db, {
            customerId: customer.id,
            loanId: agreement.loan_id,
            creditLimit: paiseOfWholeRupees(agreement.credit_limit),
            annualRate: keyFactsOf(agreement).interestRatePa,
            openedAt: nowIso,
          });
          // The lender raises its fees as the KFS states them (ADR 049): the processing fee, its GST
          // added when it is quoted and paid, is due from the day the line opens.
          for (const fee of keyFactsOf(agreement).fees) {
            if (fee.payableTo === 'lender' && fee.amount > 0)
              createFee(deps.db, customer.id, paiseOfFigure(fee.amount), nowIso);
          }
        }
      }
      if (input.drawn !== undefined) {
        const current = findAgreementOfApplication(deps.db, application.id) ?? agreement;
        if (current.review !== 'active')
          throw new HttpError(409, AgreementErrorCodes.stepNotOpen, 'body.drawn: the line is not active');
        if (input.drawn > current.credit_limit) throw badRequest('body.drawn: must not exceed the credit limit');
        setOwed(deps.db, customer.id, current.loan_id, paiseOfWholeRupees(input.drawn), nowIso);
      }
      const stored = findAgreementOfApplication(deps.db, application.id) ?? agreement;
      return {
        agreement: {
          loanId: stored.loan_id,
          loanReference: stored.reference,
          nbfcName: stored.nbfc_name,
          creditLimit: stored.credit_limit,
          kfsAcknowledgedAt: stored.kfs_acknowledged_at,
          signedAt: stored.signed_at,
          review: stored.review,
          creditAccount: creditAccountOf(deps.db, stored, now),
        },
        application: positionOf(findApplicationOfCustomer(deps.db, customer.id) ?? application),
      };
    })();
    return c.json(result);
  });
  return routes;
}
