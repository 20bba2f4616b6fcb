import type { Actor } from 'xstate';
import { isAgreementAddress } from '../../../machines/agreement/screens.ts';
import { apiClient } from '../api-client.ts';
import { homeFromSession } from '../session/session-home.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { isApplicant } from '../runtime/applicant.ts';
import type { AgreementLogic } from './provide.ts';

// The applicant's agreement actor (ADR 013): created on the first agreement address a logged-in
// applicant opens (the hand-over from the mandate, a reload, the way back from the e-sign page)
// and kept until the session logs out. Its machine and calls load then, so the login route's
// bundle carries none of them.

export type AgreementActorRef = Actor<AgreementLogic>;

export const agreementJourney: JourneySpec<AgreementLogic> = {
  id: 'agreement',
  key({ session, pathname }) {
    if (!isApplicant(session)) return null;
    return isAgreementAddress(pathname) ? 'applicant' : undefined;
  },
  async logic({ session }) {
    let first = true;
    // Every load after the first asks the lender: an answer may have moved the application.
    const readHome = async () => {
      if (!first) session.send({ type: 'APPLICATION_CHANGED' });
      first = false;
      return (await homeFromSession(session, null)).home;
    };
    const { provideAgreement } = await import('./provide.ts');
    return provideAgreement(apiClient, { readHome, redirectTo: (url) => window.location.assign(url) });
  },
  input: ({ entry }) => ({ entry }),
  // The address follows the journey on its own pages; its hand-overs are followed everywhere.
  syncsUrl: ({ pathname }) => isAgreementAddress(pathname),
  // Each answer tells the guard where the application is, and the session that its home is stale.
  position: (snapshot) => snapshot.context.position,
};
