import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Rewards, RewardsContext, RewardsInput, SchemeDetails } from '../../../machines/rewards/types.ts';
import { SCHEMES, WELCOME_POINTS } from '../../../server/rewards/schemes.ts';
import { named } from './named.ts';

// The rewards chart's sample events (ADR 054), for its machine paths (tests/paths/rewards.paths.test.ts)
// and its browser paths (tests/browser/paths/rewards.spec.ts): per screen, only what a user (or the
// lender) can produce there. The schemes are the sandbox's own (server/rewards/schemes.ts).

export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const SCHEME_ID = 'supplier-payments';
export const UNKNOWN_SCHEME = 'diwali-double';

const brief = SCHEMES.map(({ id, name, summary }) => ({ id, name, summary }));

/** The statement with the welcome reward in it, or with nothing yet; named by the address it was read for. */
export const rewards = (withLines: boolean, on: string): Rewards =>
  named(`${withLines ? 'the welcome reward' : 'no points yet'}, read on ${on}`, {
    balance: withLines ? WELCOME_POINTS : 0,
    lines: withLines
      ? [
          {
            id: '0b7c2a40-8d1e-4c55-9b7a-0a1b2c3d4e77',
            kind: 'earned' as const,
            points: WELCOME_POINTS,
            schemeId: 'welcome',
            description: 'Welcome reward for joining with a referral code',
            at: '2026-01-15T10:00:00.000Z',
            expiresAt: '2027-01-15T10:00:00.000Z',
          },
        ]
      : [],
    schemes: brief,
  });

export const scheme = (): SchemeDetails => {
  const { id, name, summary, earn, cap, expiry, terms } = SCHEMES.find((one) => one.id === SCHEME_ID)!;
  return named('the scheme', { id, name, summary, earn, cap, expiry, terms: [...terms] });
};

export const INPUTS: readonly RewardsInput[] = [
  { place: 'landing', schemeId: null },
  { place: 'statement', schemeId: null },
  { place: 'schemes', schemeId: null },
  { place: 'details', schemeId: SCHEME_ID },
  { place: 'details', schemeId: UNKNOWN_SCHEME },
];

const fault = () => new Error(SERVER_FAULT);

/** Events the screen in `snapshot` can produce; bare events (BACK, RETRY, …) come from the machine. */
export function rewardsEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as RewardsContext;
  if (snapshot.matches('loading')) {
    const on = context.schemeId === null ? context.place : `${context.place} ${context.schemeId}`;
    return [
      { type: 'xstate.done.actor.getRewards', output: rewards(true, on) },
      { type: 'xstate.done.actor.getRewards', output: rewards(false, on) },
      { type: 'xstate.error.actor.getRewards', error: fault() },
    ];
  }
  if (snapshot.matches('schemes')) return [{ type: 'VIEW_SCHEME', schemeId: SCHEME_ID }];
  if (snapshot.matches({ details: 'reading' })) {
    return [
      { type: 'xstate.done.actor.getScheme', output: scheme() },
      { type: 'xstate.error.actor.getScheme', error: fault() },
    ];
  }
  return [];
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializeRewardsState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as RewardsContext;
  const reading = snapshot.matches('loading') || snapshot.matches('failed');
  return JSON.stringify({
    value: snapshot.value,
    place: reading ? context.place : null,
    schemeId: reading || snapshot.matches('details') ? context.schemeId : null,
    lines: context.rewards === null ? null : context.rewards.lines.length > 0,
    error: context.error !== null,
  });
}

const SCREENS = ['statement', 'schemes'] as const;

/**
 * What a user can cause: never the bare form of an event that carries a choice; an address move
 * (Back, Forward, a typed address) from a screen on show to another, not while a call is in flight.
 */
export function userCanSend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type === 'VIEW_SCHEME') return 'schemeId' in event;
  if (event.type === 'xstate.route') {
    const target = String(event['to']).slice(1);
    const shown = SCREENS.some((state) => snapshot.matches(state)) || snapshot.matches({ details: 'shown' });
    return shown && !snapshot.matches(target);
  }
  return true;
}
