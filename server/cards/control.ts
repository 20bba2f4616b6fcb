import { Hono } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { PhoneSchema, UuidSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findCustomerByPhone } from '../db/customers.ts';
import { findCreditAccount } from '../ledger/accounts.ts';
import { CARD_TYPES, CardErrorCodes, KYC_STATUSES } from './rules.ts';
import { cardJson, findCard, issueCard, updateCard } from './store.ts';

// QA stands in for the card issuer here (docs/sandbox.md, "Cards control"): another card on a
// customer's line (of a type and KYC status), and a card's KYC status changed (a video KYC done).

const IssueSchema = v.strictObject({
  type: v.optional(v.picklist(CARD_TYPES), 'virtual'),
  kycStatus: v.optional(v.picklist(KYC_STATUSES), 'fullKyc'),
});
const KycSchema = v.strictObject({ kycStatus: v.picklist(KYC_STATUSES) });

export function cardControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const { db } = deps;

  routes.post('/__sandbox/customers/:phone/cards', async (c) => {
    const { phone } = readParams(c, v.object({ phone: PhoneSchema }));
    const input = await readJsonBody(c, IssueSchema);
    const customer = findCustomerByPhone(db, phone);
    if (!customer) throw notFound(`No customer has the phone ${phone}.`);
    const card = db.transaction(() => {
      const account = findCreditAccount(db, customer.id);
      if (!account) throw new HttpError(409, CardErrorCodes.noLine, 'A card is issued on an open credit line only.');
      return issueCard(db, account, { cardType: input.type, kycStatus: input.kycStatus }, isoAt(deps.now()));
    })();
    return c.json({ card: cardJson(db, card) }, 201);
  });

  routes.patch('/__sandbox/cards/:id', async (c) => {
    const { id } = readParams(c, v.object({ id: UuidSchema }));
    const input = await readJsonBody(c, KycSchema);
    const card = findCard(db, id);
    if (!card) throw new HttpError(404, CardErrorCodes.noCard, 'No card has this id.');
    updateCard(db, id, { kyc_status: input.kycStatus });
    return c.json({ card: cardJson(db, findCard(db, id) ?? card) });
  });

  return routes;
}
