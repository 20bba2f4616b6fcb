import type { Actor } from 'xstate';
import type { postApprovalMachine, PostApprovalInput } from '../../../machines/post-approval/post-approval.machine.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { isPostApprovalAddress } from '../../../machines/routing/post-approval-screens.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { isApplicant } from '../runtime/applicant.ts';
import { homeAfterAnswer } from './home-after-answer.ts';

// The one post-approval actor of an approved applicant (ADR 008), made like onboarding's: created
// the first time a post-approval address is open while an applicant is logged in, kept until the
// session logs out. Its machine, calls and children (bank statement, documents) load with that
// first address.

export type PostApprovalActorRef = Actor<typeof postApprovalMachine>;

export const postApprovalJourney: JourneySpec<typeof postApprovalMachine> = {
  id: 'postApproval',
  key({ session, pathname }) {
    if (!isApplicant(session)) return null;
    return isPostApprovalAddress(pathname) ? 'applicant' : undefined;
  },
  async logic({ session }) {
    const env = { readHome: (known: ApplicationPosition | null) => homeAfterAnswer(session, known) };
    return (await import('./post-approval-logic.ts')).createAppPostApprovalLogic({ env });
  },
  async input({ entry }): Promise<PostApprovalInput> {
    const { browserPostApprovalDrafts } = await import('./drafts.ts');
    return { entry, drafts: browserPostApprovalDrafts.read() };
  },
  // The address follows the journey only on its own pages: elsewhere (the dashboard) the applicant
  // is left where they went. Its hand-overs (post-approval done, another position) are followed everywhere.
  syncsUrl: ({ pathname }) => isPostApprovalAddress(pathname),
  // Each answer tells the guard where the application is, and the session that its home is stale.
  position: (snapshot) => snapshot.context.application,
};
