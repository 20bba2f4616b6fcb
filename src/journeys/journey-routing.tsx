import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  handOverOf,
  replacesHistory,
  routeEventFor,
  routeOf,
  screenNodes,
  showsRoute,
  stateForUrl,
} from '../../machines/routing.ts';
import { useNavigation } from './navigation.tsx';

// Keeps the address bar and a journey actor in step (ADR 003). The machine is the source of
// truth: its snapshot decides the URL, and a URL the user brings (back button, deep link, typed
// address) is offered to the machine as an `xstate.route` event, which it may refuse. A journey's
// screens are kept in step where its layout is (useJourneyUrl); its hand-overs to another
// journey are followed wherever the user is (useJourneyHandOver, mounted by its provider).

type JourneyActorRef = AnyActorRef & { logic: AnyStateMachine; getSnapshot(): AnyMachineSnapshot };

// A final state is a screen too (e.g. "submitted"); an errored or stopped actor owns no URL.
function safeRouteOf(snapshot: AnyMachineSnapshot): string | null {
  return snapshot.status === 'active' || snapshot.status === 'done' ? routeOf(snapshot) : null;
}

// Only a state machine's snapshot names its machine (a promise's or a callback's does not).
function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot;
}

/**
 * The invoked child a journey runs its current step in: invoke id 'step', else any child whose
 * machine declares screens of its own (ADR 008's bank statement and documents): the parent's
 * chart decides by what it invokes, so no list of child ids is kept here (ADR 034).
 */
function stepChildOf(snapshot: AnyMachineSnapshot): AnyActorRef | null {
  const children = snapshot.children as Record<string, AnyActorRef | undefined>;
  if (children.step) return children.step;
  const routed = Object.values(children).find((child) => {
    const childSnapshot: unknown = child?.getSnapshot();
    return isMachineSnapshot(childSnapshot) && screenNodes(childSnapshot.machine).length > 0;
  });
  return routed ?? null;
}

// A step child that is itself a routed machine (DigiLocker, Udyam: several screens inside one
// step) names the deeper screen, so its route wins over the parent's.
function stepRouteOf(step: AnyActorRef | null): string | null {
  const snapshot: unknown = step?.getSnapshot();
  return isMachineSnapshot(snapshot) ? safeRouteOf(snapshot) : null;
}

function currentRouteOf(actorRef: JourneyActorRef): string | null {
  const snapshot = actorRef.getSnapshot();
  return stepRouteOf(stepChildOf(snapshot)) ?? safeRouteOf(snapshot);
}

function useStepRoute(step: AnyActorRef | null): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!step) return () => {};
      const subscription = step.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    [step],
  );
  const read = () => stepRouteOf(step);
  // The same read on the server: the login shell is prerendered with this hook inside.
  return useSyncExternalStore(subscribe, read, read);
}

interface UrlMemory {
  reconciled: string | null;
  hasDerived: boolean;
}

const memories = new WeakMap<object, UrlMemory>();

function memoryOf(actorRef: object): UrlMemory {
  let memory = memories.get(actorRef);
  if (!memory) {
    memory = { reconciled: null, hasDerived: false };
    memories.set(actorRef, memory);
  }
  return memory;
}

/**
 * Mount once in the component that owns the journey's routes.
 * - Machine moved to another screen: push its URL (replace when the screen declares `replace`
 *   or on the first derivation, which corrects the address the app was opened with).
 * - The address the journey is mounted on is its entry: it is only corrected, never sent as an
 *   event (the machine's input carries it where a journey honours deep links).
 * - Address changed from outside afterwards: send the route event; if the machine then shows a different
 *   URL (refused, or redirected), replace the address with it. No loop: we navigate only when the
 *   derived URL differs from the address, and the next render finds them equal.
 * - Addresses that match none of this machine's screens are left alone (another page owns them).
 * - A hand-over route (another journey's address) is followed like a screen, always replacing;
 *   no address leads back to it. Providers follow hand-overs everywhere with useJourneyHandOver.
 * - A step child (invoke id 'step') that declares routes of its own decides the URL while it runs;
 *   address changes are still offered to the journey itself.
 */
export function useJourneyUrl(actorRef: JourneyActorRef): void {
  const { location, navigate } = useNavigation();
  const ownRoute = useSelector(actorRef, safeRouteOf);
  const stepRoute = useStepRoute(useSelector(actorRef, stepChildOf));
  const derived = stepRoute ?? ownRoute;
  const current = `${location.pathname}${location.search}`;
  // The address we last reconciled with the machine; anything else came from outside. Kept per
  // actor, not per mount: a journey whose screens sit in different layouts (onboarding's
  // /not-service-area, /udyam-verification) mounts this hook anew on each, and a remount must
  // still offer an address the user brought (Back) instead of taking it for the entry.
  useEffect(() => {
    const memory = memoryOf(actorRef);
    if (memory.reconciled === null) {
      // The address the journey was opened with is where it starts, not a request to move: the
      // machine may be busy deciding (e.g. resuming a sent OTP), and a route event now would
      // overrule it. Journeys that honour deep links read the entry URL from their input.
      memory.reconciled = current;
    } else if (!showsRoute(memory.reconciled, current)) {
      memory.reconciled = current;
      const before = currentRouteOf(actorRef);
      if (before !== null && showsRoute(before, current)) {
        memory.hasDerived = true;
        return;
      }
      // A finished actor (handed over, not yet replaced by the next one) moves nobody: its hand-over
      // is not an address to return to (a payment's Done back to the page that started it).
      if (actorRef.getSnapshot().status !== 'active') return;
      const match = stateForUrl(actorRef.logic, current);
      if (!match) return;
      const event = routeEventFor(actorRef.logic, current);
      if (event && actorRef.getSnapshot().status === 'active') actorRef.send(event);
      const after = currentRouteOf(actorRef);
      if (after === null) return;
      memory.hasDerived = true;
      if (showsRoute(after, current)) return;
      memory.reconciled = after;
      navigate(after, { replace: true });
      return;
    }
    if (derived === null) return;
    if (showsRoute(derived, current)) {
      memory.hasDerived = true;
      return;
    }
    const replace = !memory.hasDerived || replacesHistory(actorRef.getSnapshot());
    memory.hasDerived = true;
    memory.reconciled = derived;
    navigate(derived, { replace });
  }, [actorRef, current, derived, navigate]);
}

/** Component form of `useJourneyUrl`, for trees that prefer an element. */
export function JourneyUrl({ actorRef }: { actorRef: JourneyActorRef }): null {
  useJourneyUrl(actorRef);
  return null;
}

function safeHandOverOf(snapshot: AnyMachineSnapshot | undefined): string | null {
  return snapshot && (snapshot.status === 'active' || snapshot.status === 'done') ? handOverOf(snapshot) : null;
}

// The hand-over each actor's provider last followed. Kept per actor, not per mount: the session
// actor outlives the login island's root, and the full app that takes it over must not follow
// the same hand-over again (the guard may already have moved the address on from it).
const followedHandOvers = new WeakMap<object, string | null>();

/**
 * Follows a journey's hand-overs wherever the user is: when the journey enters a state that hands
 * the address bar to another journey (the landing after login, a later journey's status), the
 * address is replaced with it, once. The user may then go anywhere; nothing pulls them back until
 * the journey hands over again. Mount it where the journey's actor lives (its provider). A hand-over
 * the customer chose (the dashboard's Pay now, `replace` false) keeps the page they left in the history.
 */
export function useJourneyHandOver(actorRef: JourneyActorRef | null, replace = true): void {
  const { location, navigate } = useNavigation();
  const handOver = useSelector(actorRef ?? undefined, safeHandOverOf);
  const current = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!actorRef || handOver === (followedHandOvers.get(actorRef) ?? null)) return;
    followedHandOvers.set(actorRef, handOver);
    if (handOver !== null && !showsRoute(handOver, current)) navigate(handOver, { replace });
  }, [actorRef, handOver, current, navigate, replace]);
}
