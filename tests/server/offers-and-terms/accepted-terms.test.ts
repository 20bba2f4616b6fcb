import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { CURRENT_TNC_ID } from '../../../server/terms/version.ts';

// The terms a customer accepted (GET /v1/customer/tnc; docs/sandbox.md, "Accepted terms"): the
// version and the instant the login recorded, the document's title and its address; only the
// token's own customer's; none once the acceptance is taken back; faults at the call site.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400351';
const OTHER = '9123400352';

type Terms = { terms: { tncId: string; title: string; acceptedAt: string; link: string }[] };

const termsOf = async (token: string) => json<Terms>(await s.call('GET', '/v1/customer/tnc', undefined, auth(token)));

describe('accepted terms', () => {
  it('are the version the login accepted, when, its title and where to read it', async () => {
    s = makeSandbox();
    const acceptedAt = new Date(s.clock.now()).toISOString();
    const who = await logIn(s, PHONE);
    s.clock.advance(60_000);
    const { terms } = await termsOf(who.token);
    expect(terms).toEqual([
      { tncId: CURRENT_TNC_ID, title: 'Saakh terms and conditions', acceptedAt, link: `/v1/terms/${CURRENT_TNC_ID}` },
    ]);
    // The link is the document itself.
    expect((await s.call('GET', terms[0]!.link)).status).toBe(200);
  });

  it('are each customer’s own, and none once the acceptance is taken back', async () => {
    s = makeSandbox();
    const who = await logIn(s, PHONE);
    const other = await logIn(s, OTHER);
    expect((await s.call('PUT', `/__sandbox/customers/${OTHER}`, { tncAccepted: false })).status).toBe(200);
    expect(await termsOf(other.token)).toEqual({ terms: [] });
    expect((await termsOf(who.token)).terms).toHaveLength(1);
  });

  it('need a customer token: §8 401 without one', async () => {
    s = makeSandbox();
    const answer = await s.call('GET', '/v1/customer/tnc');
    expect(answer.status).toBe(401);
    expect((await json<ErrorAnswer>(answer)).error.code).toMatch(/^EPL-401/);
  });

  it('fails at the call site when a fault is armed', async () => {
    s = makeSandbox();
    const who = await logIn(s, PHONE);
    const body = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };
    await s.call('POST', '/__sandbox/faults', { method: 'GET', path: '/v1/customer/tnc', status: 500, body });
    const faulted = await s.call('GET', '/v1/customer/tnc', undefined, auth(who.token));
    expect(faulted.status).toBe(500);
    expect(await json(faulted)).toEqual(body);
    expect((await termsOf(who.token)).terms).toHaveLength(1);
  });
});
