import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { HttpError, badRequest, notFound } from '../../kit/errors.ts';
import { readJsonBody, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { updateApplication } from '../../db/customers.ts';
import { getPostApprovalState, setPostApprovalState } from '../../db/post-approval.ts';
import type { ApplicationRow } from '../../db/customers.ts';
import {
  PostApprovalErrorCodes,
  ownApplicationOnly,
  requirePostApprovalStep,
  writeAtPostApprovalStep,
} from '../access.ts';
import { isPostApprovalStatus } from '../progression.ts';
import { offersFor, type Offer } from '../../lenders/lenders.ts';
import { loanDetailsOf } from '../../lenders/key-facts.ts';

const SelectSchema = v.strictObject({
  nbfcName: v.pipe(v.string(), v.minLength(1, 'is required')),
  amount: v.optional(v.pipe(v.number('must be a number'), v.integer('must be whole rupees'))),
});
const DetailsQuerySchema = v.object({ nbfcName: v.pipe(v.string(), v.minLength(1, 'is required')) });

/** The approved application's offers; 409 before an approval (nothing to offer yet). */
function offersOf(deps: SandboxDeps, application: ApplicationRow): Offer[] {
  if (!isPostApprovalStatus(application.status) || application.best_approved_amount === null) {
    throw new HttpError(409, PostApprovalErrorCodes.stepNotOpen, 'This application has no approved offers yet.');
  }
  const state = getPostApprovalState(deps.db, application.id);
  return offersFor(application.best_approved_amount, state.offer_set);
}

function offerNamed(offers: Offer[], nbfcName: string, where: string): Offer {
  const offer = offers.find((candidate) => candidate.nbfcName === nbfcName);
  if (!offer) throw new HttpError(400, PostApprovalErrorCodes.unknownLender, `${where}: is not one of your offers`);
  return offer;
}

/** Approvals, the lender choice and an offer's key facts (§7 Application and Credit loan). */
export function offerRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/application/:id/approvals', requireCustomer(deps), (c) => {
    const { application } = ownApplicationOnly(deps, c);
    const offers = offersOf(deps, application);
    const state = getPostApprovalState(deps.db, application.id);
    const selected =
      state.nbfc_name && state.loan_id
        ? { nbfcName: state.nbfc_name, loanId: state.loan_id, amount: state.selected_amount }
        : null;
    return c.json({ approvedAmount: application.best_approved_amount, order: 'registeredName', offers, selected });
  });

  routes.patch('/v1/application/:id/select-nbfc', requireCustomer(deps), async (c) => {
    const owned = requirePostApprovalStep(deps, ownApplicationOnly(deps, c), 'selectOffer');
    const body = await readJsonBody(c, SelectSchema);
    const offer = offerNamed(offersOf(deps, owned.application), body.nbfcName, 'body.nbfcName');
    const amount = body.amount ?? offer.limit;
    if (amount !== offer.limit) {
      const range = offer.amountChange;
      if (!range) throw badRequest('body.amount: this lender does not allow changing the amount');
      if (amount < range.min || amount > range.max || (amount - range.min) % range.step !== 0) {
        throw new HttpError(
          400,
          PostApprovalErrorCodes.amountOutOfRange,
          `body.amount: must be between ${range.min} and ${range.max}, in steps of ${range.step}`,
        );
      }
    }
    const loanId = randomUUID();
    const answer = writeAtPostApprovalStep(deps, owned, 'selectOffer', (nowIso) => {
      setPostApprovalState(deps.db, owned.application.id, {
        nbfc_name: offer.nbfcName,
        loan_id: loanId,
        selected_amount: amount,
      });
      updateApplication(deps.db, owned.application.id, { latest_loan_id: loanId }, nowIso);
      return { loanId };
    });
    return c.json(answer);
  });

  // Whether the lender lets the applicant take less than its limit (§7 Credit loan amount-change).
  routes.get('/v1/creditloan/:id/amount-change', requireCustomer(deps), (c) => {
    const { application } = ownApplicationOnly(deps, c);
    const { nbfcName } = readQuery(c, DetailsQuerySchema);
    const offer = offersOf(deps, application).find((candidate) => candidate.nbfcName === nbfcName);
    if (!offer) throw notFound('No offer of yours is from this lender.');
    return c.json({ nbfcName: offer.nbfcName, amountChange: offer.amountChange });
  });

  // The key fact statement of one offer, before the applicant chooses it.
  routes.get('/v1/creditloan/approved-amount/:id/details', requireCustomer(deps), (c) => {
    const { application } = ownApplicationOnly(deps, c);
    const { nbfcName } = readQuery(c, DetailsQuerySchema);
    const offers = offersOf(deps, application);
    const offer = offers.find((candidate) => candidate.nbfcName === nbfcName);
    if (!offer) throw notFound('No offer of yours is from this lender.');
    return c.json(loanDetailsOf(offer));
  });

  return routes;
}
