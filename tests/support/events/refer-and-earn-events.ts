import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Referral, ReferralsRead, ShareOutcome } from '../../../machines/refer-and-earn/refer-and-earn.machine.ts';
import { REFER_AND_EARN_TERMS_PATH, REFERRAL_REWARD_PAISE } from '../../../server/refer-and-earn/rules.ts';
import { named } from './named.ts';

// The refer-and-earn journey's sample events, for its machine paths
// (tests/paths/refer-and-earn.paths.test.ts) and browser paths (tests/browser/paths/refer-and-earn.spec.ts).
// The reward and the terms' address are the sandbox's own (server/refer-and-earn/rules.ts). Two
// reads: a customer whose link was made and three people joined with the code (one of each state),
// and a new customer (no link yet, nobody joined: the empty list).

export const LOAD_FAILED = 'The lender is unavailable for a moment.';
export const LINK_FAILED = 'The link service is busy.';
export const CODE = 'K7M2Q9TX';
export const SHORT_LINK = 'http://localhost/v1/webflow/r/ABCDE23456';

const referral = (id: string, firstName: string, last4: string, status: Referral['status']): Referral => ({
  id,
  firstName,
  maskedPhone: `XXXXXX${last4}`,
  joinedAt: '2026-01-10T10:00:00.000Z',
  status,
  reason: status === 'notEligible' ? 'notApproved' : null,
  rewardPaise: status === 'confirmed' ? REFERRAL_REWARD_PAISE : null,
});

const programme = (shortLink: string | null) => ({
  code: CODE,
  shortLink,
  termsLink: REFER_AND_EARN_TERMS_PATH,
  rewardPerReferralPaise: REFERRAL_REWARD_PAISE,
});

export const READS = {
  referred: named<ReferralsRead>('a link and three referrals', {
    programme: programme(SHORT_LINK),
    referrals: [
      referral('r3', 'Ravi', '1203', 'confirmed'),
      referral('r2', 'Meena', '2204', 'pending'),
      referral('r1', 'Kabir', '3305', 'notEligible'),
    ],
  }),
  fresh: named<ReferralsRead>('no link, nobody yet', { programme: programme(null), referrals: [] }),
} as const;

export const OUTCOMES: readonly ShareOutcome[] = ['shared', 'copied', 'cancelled'];

export function referAndEarnEvents(): AnyEventObject[] {
  return [
    ...Object.values(READS).map((output) => ({ type: 'xstate.done.actor.loadReferrals', output })),
    { type: 'xstate.error.actor.loadReferrals', error: new Error(LOAD_FAILED) },
    { type: 'xstate.done.actor.makeShortLink', output: { shortLink: SHORT_LINK } },
    { type: 'xstate.error.actor.makeShortLink', error: new Error(LINK_FAILED) },
    ...OUTCOMES.map((output) => ({ type: 'xstate.done.actor.shareLink', output })),
    { type: 'xstate.error.actor.shareLink', error: new Error('NotAllowedError') },
    { type: 'RETRY' },
    { type: 'RETRY_LINK' },
    { type: 'SHARE' },
  ];
}

/** A state is its value and what the last share did (the confirmation shown). */
export const serializeReferAndEarnState = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, (snapshot.context as { told: unknown }).told]);
