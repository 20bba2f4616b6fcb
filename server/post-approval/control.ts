import { Hono } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { PhoneSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findApplicationOfCustomer, findCustomerByPhone } from '../db/customers.ts';
import { BANK_VERIFICATIONS, OFFER_SETS, getPostApprovalState, setPostApprovalState } from '../db/post-approval.ts';
import { advancePostApproval } from './access.ts';
import { isPostApprovalStatus } from './progression.ts';

const PhoneParamsSchema = v.object({ phone: PhoneSchema });

/** What QA chooses for an applicant after the approval (docs/sandbox.md, "Post-approval control"). */
const PostApprovalControlSchema = v.strictObject({
  offers: v.optional(v.picklist(OFFER_SETS)),
  bankVerification: v.optional(v.picklist(BANK_VERIFICATIONS)),
  chequeRequired: v.optional(v.boolean()),
  statement: v.optional(v.nullable(v.picklist(['uploaded', 'skipped', 'manual']))),
  documents: v.optional(v.nullable(v.picklist(['inProgress', 'uploaded']))),
});

const bit = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** PUT /__sandbox/customers/{phone}/post-approval: the lender's choices for one applicant. */
export function postApprovalControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.put('/__sandbox/customers/:phone/post-approval', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, PostApprovalControlSchema);
    const customer = findCustomerByPhone(deps.db, phone);
    const application = customer ? findApplicationOfCustomer(deps.db, customer.id) : undefined;
    if (!application) throw notFound(`No applicant has the phone ${phone}.`);
    const result = deps.db.transaction(() => {
      setPostApprovalState(deps.db, application.id, {
        offer_set: input.offers,
        bank_verification: input.bankVerification,
        cheque_required: bit(input.chequeRequired),
        statement: input.statement,
        documents: input.documents,
      });
      // Facts QA set move an approved application on as the lender would.
      const position = isPostApprovalStatus(application.status)
        ? advancePostApproval(deps.db, application.id, isoAt(deps.now()))
        : null;
      const state = getPostApprovalState(deps.db, application.id);
      return {
        postApproval: {
          offers: state.offer_set,
          bankVerification: state.bank_verification,
          chequeRequired: state.cheque_required === 1,
          statement: state.statement,
          documents: state.documents,
        },
        application: position,
      };
    })();
    return c.json(result);
  });
  return routes;
}
