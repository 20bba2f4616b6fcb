import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  postApprovalMachine,
  type PostApprovalContext,
  type PostApprovalDrafts,
  type PostApprovalInput,
} from '../../machines/post-approval/post-approval.machine.ts';
import {
  allowedPostApprovalScreens,
  postApprovalHandOver,
  postApprovalScreenFor,
} from '../../machines/routing/post-approval-access.ts';
import { POST_APPROVAL_PATHS, type PostApprovalScreen } from '../../machines/routing/post-approval-screens.ts';
import { routeOf, handOverOf } from '../../machines/routing.ts';
import { bankFormProblems } from '../../rules/post-approval/bank-account.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { decidedScreens } from '../support/decided-screen.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';
import {
  CALL_FAILED,
  LOAD_FAILED,
  postApprovalEvents,
  serializePostApprovalState,
} from '../support/events/post-approval-events.ts';
import { answersProblems } from '../../rules/post-approval/questionnaire.ts';

// Every transition of the post-approval parent. Its calls and its two children (bank statement,
// documents) are settled by the harness with the lender's sample answers; the children are tested
// on their own. What this file proves: each answer leads to the screen the status table names, an
// address is honoured only when the position allows it, typing is kept as a draft, and the
// hand-over goes where postApprovalHandOver says.

const drafts: PostApprovalDrafts = {
  version: 1,
  applicationId: APPLICATION_ID,
  screens: { offers: { nbfcName: 'arthika', amount: '200000' }, bankDetails: { ifsc: 'HDFC0001248' } },
};
const entry = (pathname: string) => ({ pathname, search: '' });
const inputs: PostApprovalInput[] = [
  { entry: entry(POST_APPROVAL_PATHS.offers), drafts },
  { entry: entry('/signup/bank-details'), drafts: null },
  { entry: entry(POST_APPROVAL_PATHS.linkedAccounts), drafts: null },
];

let saves = 0;
const provided = postApprovalMachine.provide({ actions: { saveDrafts: () => void (saves += 1) } });

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as PostApprovalContext;

/** A screen state: its address, its name, and the status table's rule that its position allows it. */
const screen = decidedScreens<PostApprovalContext, Exclude<PostApprovalScreen, 'handOver'>>({
  allows: (context, name) => context.application !== null && allowedPostApprovalScreens(context.application).has(name),
  pathOf: (context, name) =>
    name === 'loanDetails'
      ? `/${context.nbfcName}/loan-details`
      : name === 'linkAccounts'
        ? '/signup/link/link-accounts'
        : POST_APPROVAL_PATHS[name],
});

const failed = (name: Exclude<PostApprovalScreen, 'handOver'>) =>
  screen(name, (context) => expect(context.problem).toBe(CALL_FAILED));

const handlers = {
  states: {
    loading: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBeNull();
      expect(on(snapshot).screen).toBeNull();
      expect(snapshot.children.loadApplication).toBeDefined();
    },
    loadFailed: ({ snapshot }: Context) => expect(on(snapshot).problem).toBe(LOAD_FAILED),
    deciding: () => {
      throw new Error('deciding is transient and must never be observed');
    },
    'offers.loading': screen('offers'),
    'offers.failed': failed('offers'),
    'offers.choosing': screen('offers', (context) => {
      expect(context.offers.length).toBeGreaterThan(0);
      // The draft of this application brought the choice back.
      if (context.drafts?.screens.offers?.nbfcName) expect(context.choice.nbfcName).not.toBe('');
    }),
    'offers.checkingAmount': screen('offers', (context) => {
      expect(context.choice.nbfcName).not.toBe('');
      expect(context.amountChange).toBeNull();
    }),
    'offers.selecting': screen('offers', (context) => expect(context.choice.nbfcName).toBe('arthika')),
    'loanDetails.loading': screen('loanDetails', (context) => expect(context.nbfcName).not.toBeNull()),
    'loanDetails.failed': failed('loanDetails'),
    'loanDetails.shown': screen('loanDetails', (context) => expect(context.details?.coolingOffDays).toBe(3)),
    bankStatement: screen('bankStatement', () => {}),
    'bankDetails.loading': screen('bankDetails'),
    'bankDetails.failed': failed('bankDetails'),
    'bankDetails.form': screen('bankDetails', (context) => expect(context.bank.banks.length).toBeGreaterThan(0)),
    'bankDetails.lookingUp': screen('bankDetails', (context) => expect(context.bank.values.ifsc).toHaveLength(11)),
    'bankDetails.verifying': screen('bankDetails', (context) => {
      expect(bankFormProblems(context.bank.values)).toEqual({});
      // Every field typed on the way was written to the drafts.
      expect(saves).toBeGreaterThan(0);
      expect(context.bank.branch?.bankName).toBe('HDFC Bank');
    }),
    'bankDetails.unverified': screen('bankDetails', (context) =>
      expect(context.bank.verification?.result).toBe('nameMismatch'),
    ),
    'bankDetails.cheque': screen('bankDetails', (context) => expect(context.bank.info?.bankAccount).not.toBeNull()),
    'bankDetails.uploadingCheque': screen('bankDetails'),
    documents: screen('documents'),
    'questionnaire.loading': screen('questionnaire'),
    'questionnaire.failed': failed('questionnaire'),
    'questionnaire.answering': screen('questionnaire', (context) => expect(context.questions).toHaveLength(3)),
    'questionnaire.submitting': screen('questionnaire', (context) =>
      expect(answersProblems(context.questions, context.answers)).toEqual({}),
    ),
    'linkAccounts.loading': screen('linkAccounts'),
    'linkAccounts.failed': failed('linkAccounts'),
    'linkAccounts.editing': screen('linkAccounts', (context) => expect(context.memberships).toHaveLength(1)),
    'linkAccounts.linking': screen('linkAccounts'),
    'linkedAccounts.loading': screen('linkedAccounts'),
    'linkedAccounts.failed': failed('linkedAccounts'),
    'linkedAccounts.shown': screen('linkedAccounts', (context) => expect(context.memberships).toHaveLength(1)),
    'success.ready': screen('success'),
    'success.submitting': screen('success'),
    handOver: ({ snapshot }: Context) => {
      const context = on(snapshot);
      expect(context.screen).toBe('handOver');
      expect(context.application && postApprovalScreenFor(context.application)).toBe('handOver');
      expect(handOverOf(snapshot)).toBe(context.application && postApprovalHandOver(context.application));
      expect(['/signup/post-approval/step-1', '/signup']).toContain(handOverOf(snapshot));
    },
  },
  events: {
    RETRY: sendEvent,
    BACK: sendEvent,
    CONTINUE: sendEvent,
    EDIT: sendEvent,
    SUBMIT: sendEvent,
    CHOOSE_OFFER: sendEvent,
    AMOUNT_CHANGED: sendEvent,
    VIEW_DETAILS: sendEvent,
    FIELD_CHANGED: sendEvent,
    CHEQUE_CHOSEN: sendEvent,
    ANSWER_CHANGED: sendEvent,
    SELLER_ID_CHANGED: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

runMachinePaths(provided, handlers, {
  events: postApprovalEvents,
  inputs,
  serializeState: serializePostApprovalState,
  name: 'postApproval',
});
