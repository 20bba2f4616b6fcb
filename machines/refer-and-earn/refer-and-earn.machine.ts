import { assign, setup } from 'xstate';
import type { ScreenMeta } from '../routing.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { REFER_AND_EARN_PATHS } from './screens.ts';
import type { ReferAndEarnContext, ReferAndEarnEvent, ReferralsRead, ShareInput, ShareOutcome } from './types.ts';

export * from './types.ts';

// Refer and earn (issue 32, ADR 055): the customer's code and short link to share, and the people
// who joined with it with the reward state of each. Read when the page opens; a code without a link
// asks the webflow for one (a failure there leaves the code to share by hand, with its own Retry).
// Sharing is the phone's share sheet, or a copy where there is none or it refuses; closing the
// sheet is no failure.

export const referAndEarnMachine = setup({
  types: {
    context: {} as ReferAndEarnContext,
    events: {} as ReferAndEarnEvent,
    meta: {} as ScreenMeta<ReferAndEarnContext>,
  },
  actors: {
    // Real implementations: src/journeys/refer-and-earn/actors.ts.
    loadReferrals: appCall<ReferralsRead, void>('loadReferrals'),
    makeShortLink: appCall<{ shortLink: string }, { code: string }>('makeShortLink'),
    shareLink: appCall<ShareOutcome, ShareInput>('shareLink'),
  },
  guards: {
    noLink: (_, params: ReferralsRead) => params.programme.shortLink === null,
    closedSheet: (_, params: { outcome: ShareOutcome }) => params.outcome === 'cancelled',
  },
  actions: {
    keepRead: assign((_, params: ReferralsRead) => ({
      programme: params.programme,
      referrals: params.referrals,
      problem: null,
    })),
    keepLink: assign(({ context }, params: { shortLink: string }) => ({
      programme: context.programme && { ...context.programme, shortLink: params.shortLink },
      linkProblem: null,
    })),
    keepTold: assign((_, params: { outcome: ShareOutcome }) => ({
      told: params.outcome === 'cancelled' ? null : params.outcome,
    })),
    clearTold: assign({ told: null }),
    clearProblem: assign({ problem: null }),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
    clearLinkProblem: assign({ linkProblem: null }),
    noteLinkProblem: assign((_, params: { error: unknown }) => ({ linkProblem: messageOf(params.error) })),
  },
}).createMachine({
  id: 'referAndEarn',
  initial: 'loading',
  context: { programme: null, referrals: [], problem: null, linkProblem: null, told: null },
  meta: { route: { path: REFER_AND_EARN_PATHS.referAndEarn } },
  states: {
    // The Loader while the code, the link and the referrals are read.
    loading: {
      invoke: {
        id: 'loadReferrals',
        src: 'loadReferrals',
        onDone: [
          { guard: withOutput('noLink'), target: 'linking', actions: withOutput('keepRead') },
          { target: 'ready', actions: withOutput('keepRead') },
        ],
        onError: { target: 'failed', actions: withError('noteProblem') },
      },
    },
    // "We could not load your referrals", the reason and Retry.
    failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
    // The code and the referrals show; the link's place says it is being made.
    linking: {
      invoke: {
        id: 'makeShortLink',
        src: 'makeShortLink',
        input: ({ context }) => ({ code: context.programme?.code ?? '' }),
        onDone: { target: 'ready', actions: withOutput('keepLink') },
        onError: { target: 'linkFailed', actions: withError('noteLinkProblem') },
      },
    },
    // The code to share by hand, why the link could not be made and Retry.
    linkFailed: { on: { RETRY_LINK: { target: 'linking', actions: 'clearLinkProblem' } } },
    // The code, the link with Share (or Copy) and the referrals.
    ready: {
      initial: 'idle',
      states: {
        // Nothing shared yet on this visit.
        idle: { on: { SHARE: 'sharing' } },
        // The share sheet is open, or the link is being copied (the button waits).
        sharing: {
          invoke: {
            id: 'shareLink',
            src: 'shareLink',
            input: ({ context }) => ({ link: context.programme?.shortLink ?? '', code: context.programme?.code ?? '' }),
            onDone: [
              { guard: { type: 'closedSheet', params: ({ event }) => ({ outcome: event.output }) }, target: 'idle' },
              { target: 'told', actions: { type: 'keepTold', params: ({ event }) => ({ outcome: event.output }) } },
            ],
            onError: 'copyFailed',
          },
        },
        // "Shared" or "Link copied", announced; Share again.
        told: { on: { SHARE: { target: 'sharing', actions: 'clearTold' } } },
        // The browser refused the copy too: the link is shown selected to copy by hand.
        copyFailed: { on: { SHARE: 'sharing' } },
      },
    },
  },
});

export type ReferAndEarnMachine = typeof referAndEarnMachine;
