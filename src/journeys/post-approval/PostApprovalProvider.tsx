import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { postApprovalMachine, PostApprovalInput } from '../../../machines/post-approval/post-approval.machine.ts';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import { isPostApprovalAddress } from '../../../machines/routing/post-approval-screens.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { JourneyUrl, useJourneyHandOver } from '../journey-routing.tsx';
import { PostApprovalChildHost } from './child-actor.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { usePositionReport } from '../use-position-report.ts';
import { homeAfterAnswer } from './home-after-answer.ts';

// The one post-approval actor of an approved applicant (ADR 008), made like onboarding's: created
// the first time a post-approval address is open while an applicant is logged in, kept until the
// session logs out. Its machine, calls and children load with that first address.

export type PostApprovalActorRef = Actor<typeof postApprovalMachine>;

const PostApprovalContext = createContext<PostApprovalActorRef | null>(null);

const applicationOf = (snapshot: ReturnType<PostApprovalActorRef['getSnapshot']>) => snapshot.context.application;

export interface PostApprovalProviderProps {
  children: ReactNode;
  /** Replaces the app's logic (tests provide fakes through it). */
  logic?: typeof postApprovalMachine;
}

/** Mount inside SessionProvider (src/app/router/RootFrame.tsx). */
export function PostApprovalProvider({ children, logic }: PostApprovalProviderProps) {
  const session = useSessionActor();
  const location = useLocation();
  const applicant = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
  const onAddress = isPostApprovalAddress(location.pathname);
  const [holder] = useState(createLazyJourneyHolder<PostApprovalActorRef>);
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  useEffect(() => {
    if (!applicant) {
      holder.stop();
      return;
    }
    if (!onAddress) return;
    const entry = { pathname: location.pathname, search: location.search };
    holder.ensure(async () => {
      const { browserPostApprovalDrafts } = await import('./drafts.ts');
      const input: PostApprovalInput = { entry, drafts: browserPostApprovalDrafts.read() };
      const env = { readHome: (known: ApplicationPosition | null) => homeAfterAnswer(session, known) };
      const machine = logic ?? (await import('./post-approval-logic.ts')).createAppPostApprovalLogic({ env });
      return createActor(machine, { input, inspect: getInspect() });
    });
  }, [holder, session, applicant, onAddress, location.pathname, location.search, logic]);

  useEffect(() => () => holder.stop(), [holder]);

  // Post-approval done, or not this journey's position: the address goes where the table says.
  useJourneyHandOver(actor);

  // Each answer tells the guard where the application is, and the session that its home is stale.
  usePositionReport(actor, session, applicationOf);

  // The address follows the journey only on its own pages: elsewhere (the dashboard) the applicant
  // is left where they went.
  return (
    <PostApprovalContext.Provider value={actor}>
      {actor && onAddress ? <JourneyUrl actorRef={actor} /> : null}
      <PostApprovalChildHost parent={actor}>{children}</PostApprovalChildHost>
    </PostApprovalContext.Provider>
  );
}

/** The applicant's post-approval actor; null before it exists. */
export function usePostApprovalActor(): PostApprovalActorRef | null {
  return useContext(PostApprovalContext);
}
