import type { Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { IDEMPOTENCY_HEADER, assertKeyShape, onceForKey } from '../kit/idempotency.ts';
import { spendNow, spendsNow } from './rails.ts';
import { createSpend, ownSpendRow, spendJson, type NewSpend, type SpendRow } from './spends.ts';

// The steps every way into a spend shares: the Idempotency-Key, one IMMEDIATE transaction that
// brings the customer's spends up to the clock, weighs the new one against what is left and holds
// its amount, and the answer kept under the key (a double tap, a reload or a retry creates one).

export type SpendAnswer = { transaction: ReturnType<typeof spendJson> };

/**
 * Starts a spend once per key. `prepare` runs inside the transaction, before the spend is weighed
 * (a request's or a due's own checks and writes), and gives the spend to record; `after` records
 * what the spend is for (the request approved, the link used).
 */
export function startSpendOnce(
  deps: SandboxDeps,
  c: Context<SandboxEnv>,
  input: unknown,
  prepare: () => NewSpend,
  after: (spend: SpendRow) => void = () => undefined,
): SpendAnswer {
  const key = assertKeyShape(c.req.header(IDEMPOTENCY_HEADER));
  const customerId = c.var.auth.customer.id;
  const nowMs = deps.now();
  const call = { db: deps.db, secret: deps.secret, customerId, key, input, at: isoAt(nowMs) };
  return deps.db
    .transaction(() =>
      onceForKey(call, () => {
        spendsNow(deps.db, customerId, nowMs);
        const spend = createSpend(deps.db, prepare(), nowMs);
        after(spend);
        return { transaction: spendJson(deps.db, spend) };
      }),
    )
    .immediate() as SpendAnswer;
}

/** The token's own spend as the clock has left it (404 for another's or an unknown id). */
export function readOwnSpend(deps: SandboxDeps, c: Context<SandboxEnv>, id: string): SpendRow {
  return deps.db.transaction(() => spendNow(deps.db, ownSpendRow(deps.db, c.var.auth.customer.id, id), deps.now()))();
}
