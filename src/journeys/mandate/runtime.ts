import type { Actor } from 'xstate';
import type { mandateMachine, MandateInput } from '../../../machines/mandate/mandate.machine.ts';
import { BANK_TRANSFERS_MODE } from '../../../machines/mandate/screens.ts';
import { homeFromSession } from '../session/session-home.ts';
import type { JourneySpec } from '../runtime/spec.ts';

// The mandate actor (ADR 012), run by the mandate screens' chunk so the login route's bundle does
// not carry it: created while an applicant is logged in on a mandate address (the bank's return
// address too), kept while they move between its addresses, replaced for another login (another
// phone), stopped on logout. Its machine, calls and drafts load with it.

export type MandateActorRef = Actor<typeof mandateMachine>;

/** Whether an address is redirect-mandate's bank-transfers mode: a profile page, not a mandate step. */
export function isBankTransfersMode(search: string): boolean {
  return new URLSearchParams(search).get('mode') === BANK_TRANSFERS_MODE;
}

export const mandateJourney: JourneySpec<typeof mandateMachine> = {
  id: 'mandate',
  key({ session, search }) {
    if (!session.matches('loggedIn') || session.matches({ loggedIn: 'guarantor' })) return null;
    return isBankTransfersMode(search) ? undefined : `applicant:${session.context.phone ?? ''}`;
  },
  async logic({ session }) {
    // Every load after the first asks the lender: an answer moved the application.
    const readHome = async (known: Parameters<typeof homeFromSession>[1]) => {
      if (known) session.send({ type: 'APPLICATION_CHANGED' });
      return homeFromSession(session, known);
    };
    return (await import('./mandate-logic.ts')).createAppMandateLogic({ env: { readHome } });
  },
  async input({ entry }): Promise<MandateInput> {
    const { browserMandateDrafts } = await import('./drafts.ts');
    return { entry, drafts: browserMandateDrafts.read() };
  },
  // A journey that handed over is finished: coming back starts it again from the lender's answer.
  over: (snapshot) => snapshot.matches('handOver'),
  // Each answer tells the guard where the application is, and the session that its home is stale.
  position: (snapshot) => snapshot.context.application,
};
