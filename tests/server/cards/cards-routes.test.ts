import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, json, latestOtp, logIn, makeSandbox, wrongCode } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';

// Cards on the credit line (issue 32, ADR 051) against the sandbox: the line's card with RBI's
// starting controls, a PIN set with an OTP and kept only as a hash, lock and unlock with a reason,
// channel switches and limits within the card's, full KYC for what needs it, and no card of
// another customer read or changed.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400611';
const OTHER = '9123400612';

type Channel = { region: string; channel: string; enabled: boolean; limit: number };
type Card = {
  id: string;
  maskedNumber: string;
  status: string;
  lockReason: string | null;
  kycStatus: string;
  pinSet: boolean;
  cardLimit: number;
  channels: Channel[];
};

async function borrower(phone = PHONE, creditLimit = 500000): Promise<LoggedIn> {
  const who = await logIn(s, phone);
  expect((await s.call('PUT', `/__sandbox/customers/${phone}/credit-account`, { creditLimit })).status).toBe(200);
  return who;
}

async function cards(who: LoggedIn): Promise<Card[]> {
  const answer = await s.call('GET', '/v1/card', undefined, auth(who.token));
  expect(answer.status).toBe(200);
  return (await json<{ cards: Card[] }>(answer)).cards;
}

const patch = (who: LoggedIn, path: string, body: unknown, headers: Record<string, string> = {}) =>
  s.call('PATCH', `/v1/card/${path}`, body, { ...auth(who.token), ...headers });

const code = async (answer: Response) => (await json<ErrorAnswer>(answer)).error.code;

describe('cards', () => {
  it('issues the line’s card with international, online and contactless off', async () => {
    s = makeSandbox();
    const who = await borrower();
    const [card, ...more] = await cards(who);
    expect(more).toHaveLength(0);
    expect(card).toMatchObject({ status: 'active', kycStatus: 'fullKyc', pinSet: false, cardLimit: 500000 });
    expect(card?.maskedNumber).toMatch(/^XXXX XXXX XXXX \d{4}$/);
    const on = card?.channels.filter((one) => one.enabled).map((one) => `${one.region}.${one.channel}`);
    expect(on).toEqual(['domestic.atm', 'domestic.pos']);
    expect(card?.channels).toHaveLength(8);
    for (const one of card?.channels ?? []) expect(one.limit).toBeLessThanOrEqual(500000);
    // Read again, the same one card.
    expect((await cards(who)).map((one) => one.id)).toEqual([card?.id]);
  });

  it('has no card without a credit line', async () => {
    s = makeSandbox();
    expect(await cards(await logIn(s, PHONE))).toEqual([]);
  });

  it('sets a PIN confirmed by the OTP, keeping only a salted hash', async () => {
    s = makeSandbox();
    const who = await borrower();
    const [card] = await cards(who);
    const cardId = card?.id ?? '';
    const sent = await s.call('POST', '/v1/card/pin-otp', { cardId }, auth(who.token));
    expect(sent.status).toBe(200);
    expect(await json(sent)).toEqual({ sentTo: PHONE, retryAfterSeconds: 30 });
    const otp = await latestOtp(s, PHONE);
    const key = { 'idempotency-key': 'pin-attempt-1' };
    // A guessable PIN is refused before the code is spent.
    expect(await code(await patch(who, 'set-pin', { cardId, pin: '1234', otp }, key))).toBe('EPL-42253');
    expect(await code(await patch(who, 'set-pin', { cardId, pin: '7777', otp }, key))).toBe('EPL-42253');
    const wrong = await patch(
      who,
      'set-pin',
      { cardId, pin: '4826', otp: wrongCode(otp) },
      { 'idempotency-key': 'pin-wrong-1' },
    );
    expect(wrong.status).toBe(422);
    expect((await json<ErrorAnswer>(wrong)).error.message).toBe('The OTP is incorrect. 4 tries left.');
    // Nothing the sandbox writes out while setting it carries the PIN.
    const written: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi
        .spyOn(console, method)
        .mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' '))),
    );
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const set = await patch(who, 'set-pin', { cardId, pin: '4826', otp }, key);
    for (const spy of [...spies, out]) spy.mockRestore();
    expect(written.join('\n')).not.toContain('4826');
    expect(set.status).toBe(200);
    expect((await json<{ card: Card }>(set)).card.pinSet).toBe(true);
    // A repeat of the same attempt (a lost answer) is the same answer, not a spent code.
    expect((await patch(who, 'set-pin', { cardId, pin: '4826', otp }, key)).status).toBe(200);
    // A new attempt with the spent code is refused.
    expect(
      await code(await patch(who, 'set-pin', { cardId, pin: '4826', otp }, { 'idempotency-key': 'pin-again-2' })),
    ).toBe('EPL-42202');
    const row = s.db.prepare('SELECT pin_hash, pin_salt FROM cards WHERE id = ?').get(cardId) as Record<string, string>;
    expect(row.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pin_salt).toMatch(/^[0-9a-f]{32}$/);
    const everything = JSON.stringify(
      ['cards', 'card_pin_otps', 'idempotency_keys'].map((table) => s.db.prepare(`SELECT * FROM ${table}`).all()),
    );
    expect(everything).not.toContain('4826');
  });

  it('waits 30 s before another code, and asks for a set-pin key', async () => {
    s = makeSandbox();
    const who = await borrower();
    const cardId = (await cards(who))[0]?.id ?? '';
    expect((await s.call('POST', '/v1/card/pin-otp', { cardId }, auth(who.token))).status).toBe(200);
    expect(await code(await s.call('POST', '/v1/card/pin-otp', { cardId }, auth(who.token)))).toBe('EPL-42901');
    s.clock.advance(30_000);
    expect((await s.call('POST', '/v1/card/pin-otp', { cardId }, auth(who.token))).status).toBe(200);
    expect(await code(await patch(who, 'set-pin', { cardId, pin: '4826', otp: '1111' }))).toBe('EPL-40000');
  });

  it('locks with a reason from the list and unlocks', async () => {
    s = makeSandbox();
    const who = await borrower();
    const cardId = (await cards(who))[0]?.id ?? '';
    expect(await code(await patch(who, 'lock-unlock', { cardId, action: 'lock' }))).toBe('EPL-40000');
    expect(await code(await patch(who, 'lock-unlock', { cardId, action: 'lock', reason: 'bored' }))).toBe('EPL-40000');
    const locked = await patch(who, 'lock-unlock', { cardId, action: 'lock', reason: 'misplaced' });
    expect((await json<{ card: Card }>(locked)).card).toMatchObject({ status: 'locked', lockReason: 'misplaced' });
    // A second tap keeps it locked for the first reason.
    const again = await patch(who, 'lock-unlock', { cardId, action: 'lock', reason: 'other' });
    expect((await json<{ card: Card }>(again)).card.lockReason).toBe('misplaced');
    const unlocked = await patch(who, 'lock-unlock', { cardId, action: 'unlock' });
    expect((await json<{ card: Card }>(unlocked)).card).toMatchObject({ status: 'active', lockReason: null });
  });

  it('switches a channel and sets its limit within the card’s', async () => {
    s = makeSandbox();
    const who = await borrower();
    const cardId = (await cards(who))[0]?.id ?? '';
    const place = { cardId, region: 'international', channel: 'online' };
    const on = await patch(who, 'channel-status', { ...place, enabled: true });
    const channel = (card: Card) =>
      card.channels.find((one) => one.region === 'international' && one.channel === 'online');
    expect(channel((await json<{ card: Card }>(on)).card)?.enabled).toBe(true);
    const limit = await patch(who, 'channel-limit', { ...place, limit: 25000.5 });
    expect(channel((await json<{ card: Card }>(limit)).card)?.limit).toBe(25000.5);
    const over = await patch(who, 'channel-limit', { ...place, limit: 500000.01 });
    expect(over.status).toBe(422);
    expect((await json<ErrorAnswer>(over)).error).toEqual({
      code: 'EPL-42254',
      message: "limit: must be between ₹1 and ₹5,00,000, your card's limit.",
    });
    expect(await code(await patch(who, 'channel-limit', { ...place, limit: 0 }))).toBe('EPL-42254');
    expect(await code(await patch(who, 'channel-limit', { ...place, limit: 10.001 }))).toBe('EPL-40000');
    expect(await code(await patch(who, 'channel-status', { ...place, channel: 'atm2', enabled: true }))).toBe(
      'EPL-40000',
    );
    // Nothing half-written: the refused limits left the last one.
    expect(channel((await cards(who))[0] as Card)?.limit).toBe(25000.5);
  });

  it('needs full KYC for the PIN and the controls, not for a lock', async () => {
    s = makeSandbox();
    const who = await logIn(s, PHONE);
    expect((await s.call('PUT', `/__sandbox/customers/${PHONE}/credit-account`, { creditLimit: 100000 })).status).toBe(
      200,
    );
    const issued = await s.call('POST', `/__sandbox/customers/${PHONE}/cards`, { kycStatus: 'minKyc' });
    expect(issued.status).toBe(201);
    const [card, ...more] = await cards(who);
    expect(more).toHaveLength(0);
    expect(card?.kycStatus).toBe('minKyc');
    const cardId = card?.id ?? '';
    expect(await code(await s.call('POST', '/v1/card/pin-otp', { cardId }, auth(who.token)))).toBe('EPL-40957');
    const place = { cardId, region: 'domestic', channel: 'online' };
    expect(await code(await patch(who, 'channel-status', { ...place, enabled: true }))).toBe('EPL-40957');
    expect(await code(await patch(who, 'channel-limit', { ...place, limit: 100 }))).toBe('EPL-40957');
    expect((await patch(who, 'lock-unlock', { cardId, action: 'lock', reason: 'notUsing' })).status).toBe(200);
    expect((await s.call('PATCH', `/__sandbox/cards/${cardId}`, { kycStatus: 'fullKyc' })).status).toBe(200);
    expect((await patch(who, 'channel-status', { ...place, enabled: true })).status).toBe(200);
  });

  it('never reads or changes another customer’s card', async () => {
    s = makeSandbox();
    const owner = await borrower();
    const cardId = (await cards(owner))[0]?.id ?? '';
    const other = await borrower(OTHER);
    expect((await cards(other)).map((card) => card.id)).not.toContain(cardId);
    const tries = [
      s.call('POST', '/v1/card/pin-otp', { cardId }, auth(other.token)),
      patch(other, 'set-pin', { cardId, pin: '4826', otp: '1111' }, { 'idempotency-key': 'other-try-1' }),
      patch(other, 'lock-unlock', { cardId, action: 'lock', reason: 'other' }),
      patch(other, 'channel-status', { cardId, region: 'international', channel: 'atm', enabled: true }),
      patch(other, 'channel-limit', { cardId, region: 'domestic', channel: 'atm', limit: 100 }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status).toBe(404);
      expect(await code(answer)).toBe('EPL-40432');
    }
    expect((await cards(owner))[0]).toMatchObject({ status: 'active', pinSet: false });
    expect((await s.call('GET', '/v1/card')).status).toBe(401);
  });
});
