import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PostApprovalInput } from '../../../machines/post-approval/post-approval.machine.ts';
import { POST_APPROVAL_PATHS } from '../../../machines/routing/post-approval-screens.ts';
import { postApprovalContextOf, postApprovalEvents } from '../../support/events/post-approval-events.ts';

// What the browser plans of the post-approval parent beyond the machine's samples: the addresses a
// path opens (no drafts: each test's browser starts empty), and the events its screens can send.

const entry = (pathname: string) => ({ pathname, search: '' });

export const postApprovalBrowserInputs: PostApprovalInput[] = [
  { entry: entry(POST_APPROVAL_PATHS.offers), drafts: null },
  { entry: entry('/signup/bank-details'), drafts: null },
  { entry: entry(POST_APPROVAL_PATHS.linkedAccounts), drafts: null },
];

const SECOND_LENDER = 'kosh';

/**
 * The machine's samples, and another lender to pick while the chosen one's amount is asked
 * (offers.checkingAmount's CHOOSE_OFFER: a tap on the lender already chosen sends nothing).
 */
export function postApprovalBrowserEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const events = postApprovalEvents(snapshot);
  return snapshot.matches({ offers: 'checkingAmount' })
    ? [...events, { type: 'CHOOSE_OFFER', nbfcName: SECOND_LENDER }]
    : events;
}

/**
 * Only what a screen offers: the amount field shows once the chosen lender answered that its amount may change;
 * Back is on the key facts and their failure (not their Loader); Continue and Change seller ids
 * are on the linked list (its failure offers only Retry). Home fails on the first load and on the
 * one after a child is done (its page shows the journey's failure and Retry); after the other
 * screens' answers the app's session reads home more than once, so one fault cannot be aimed at it.
 */
export function postApprovalInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = postApprovalContextOf(snapshot);
  // The second lender is there to be picked while the first one's amount is asked; from it a path
  // only hears its answer and goes back to the first (the paths check the first lender's screens).
  if (context.choice.nbfcName === SECOND_LENDER)
    return event.type === 'CHOOSE_OFFER' || event.type === 'xstate.done.actor.loadAmountChange';
  switch (event.type) {
    case 'AMOUNT_CHANGED':
      return context.amountChange !== null;
    // Tapping the lender already chosen sends nothing (a checked radio does not change): on the
    // list, and while its amount is asked (observed coverage found the plan counted that tap).
    case 'CHOOSE_OFFER':
      return !(
        (snapshot.matches({ offers: 'choosing' }) || snapshot.matches({ offers: 'checkingAmount' })) &&
        context.choice.nbfcName === event['nbfcName']
      );
    case 'BACK':
      return !snapshot.matches({ loanDetails: 'loading' });
    case 'CONTINUE':
      return snapshot.matches({ linkedAccounts: 'shown' });
    case 'xstate.error.actor.loadApplication':
      return context.application === null || context.application.nextAction === null;
    case 'xstate.done.actor.loadApplication':
      // Home read again because the questions were answered meanwhile (another tab): the lender
      // has the answers and never asks for them again.
      return !(
        snapshot.matches('loading') &&
        context.application?.nextAction === 'questionnaire' &&
        (event['output'] as { toJSON?: () => string }).toJSON?.() === 'questionnaire'
      );
    case 'EDIT':
      return !snapshot.matches('linkedAccounts') || snapshot.matches({ linkedAccounts: 'shown' });
    default:
      return true;
  }
}
