import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { getInspect } from '../inspect.ts';
import { JourneyUrl, useJourneyHandOver } from '../journey-routing.tsx';
import { useNavigation } from '../navigation.tsx';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { usePositionReport } from '../use-position-report.ts';
import type { JourneySpec, JourneyStart, JourneyWhere } from './spec.ts';
import { createJourneyStore, type JourneyOverrides, type JourneyStore } from './store.ts';

// The one way every journey's actor is run (ADR 034): the app root holds a store of actors
// (<JourneyRuntime>), a page takes a journey's actor with useJourney(spec), and <JourneyHost>
// keeps the address bar in step with it and follows its hand-overs. A journey only writes its spec.

const StoreContext = createContext<JourneyStore | null>(null);

export interface JourneyRuntimeProps {
  children: ReactNode;
  /** Replaces parts of a journey's spec by its id (tests run fake charts and inputs through it). */
  overrides?: JourneyOverrides;
}

/** Mount once at the app's root: the journeys' actors live as long as it. */
export function JourneyRuntime({ children, overrides }: JourneyRuntimeProps) {
  const [store] = useState(() => createJourneyStore(overrides));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStore(): JourneyStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useJourney needs a <JourneyRuntime> above it (src/app/App.tsx)');
  return store;
}

function createFor<TLogic extends AnyStateMachine>(
  spec: JourneySpec<TLogic>,
  start: JourneyStart,
): Actor<TLogic> | Promise<Actor<TLogic>> {
  const build = (logic: TLogic, input: unknown) => {
    const actor = createActor(logic, { input, inspect: getInspect() } as never) as Actor<TLogic>;
    spec.attach?.(actor, start);
    return actor;
  };
  const logic = spec.logic(start);
  const input = spec.input?.(start);
  if (!(logic instanceof Promise) && !(input instanceof Promise)) return build(logic, input);
  return Promise.all([logic, input]).then(([made, given]) => build(made, given));
}

/**
 * The journey's actor for the address open now: created (once, for its key) when the spec's
 * lifetime asks for one, stopped when it says none may run, replaced when the key changes or the
 * held one is over. Null while there is none, or while a new one's code loads.
 */
export function useJourney<TLogic extends AnyStateMachine>(declared: JourneySpec<TLogic>): Actor<TLogic> | null {
  const store = useStore();
  const spec = store.specOf(declared);
  const session = useSessionActor();
  const { location } = useNavigation();
  const slot = store.slot(spec.id);
  const actor = useSyncExternalStore(slot.subscribe, slot.current, slot.current) as Actor<TLogic> | null;
  const key = useSelector(session, (snapshot) =>
    spec.key({ pathname: location.pathname, search: location.search, session: snapshot }),
  );
  // The address the actor opens on is read when it is created, not a reason to create it.
  const entry = useRef(location);
  useEffect(() => {
    entry.current = location;
  });

  useEffect(() => {
    if (key === null) {
      slot.stop();
      return;
    }
    const held = slot.current() as Actor<TLogic> | null;
    // The last one finished (handed over): the next page that needs the journey starts it again.
    if (held && spec.over?.(held.getSnapshot())) slot.stop();
    if (key === undefined) return;
    const { pathname, search } = entry.current;
    const start: JourneyStart = { key, entry: { pathname, search }, session };
    slot.ensure(() => createFor(spec, start), key);
    // A spec is a module-level object: its id names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot, store, session, key, spec.id]);

  useEffect(() => (spec.perPage ? () => slot.stop() : undefined), [slot, spec.perPage]);

  return actor && (key === undefined || slot.key() === key) ? actor : null;
}

const noPosition = () => null;

/**
 * Runs a journey's actor where it is mounted (as useJourney does), keeps the address bar in step
 * with it where its spec says (ADR 003), follows its hand-overs wherever the user is, and reports
 * an applicant journey's position to the guard. Mount one per journey: in the page that shows it,
 * or at the root for a journey whose hand-overs are followed everywhere.
 */
export function JourneyHost<TLogic extends AnyStateMachine>({ journey: declared }: { journey: JourneySpec<TLogic> }) {
  const journey = useStore().specOf(declared);
  const actor = useJourney(declared);
  const session = useSessionActor();
  const { location } = useNavigation();
  useJourneyHandOver(actor, journey.handOver !== 'push');
  usePositionReport(journey.position ? actor : null, session, journey.position ?? noPosition);
  const sessionSnapshot = useSelector(session, (snapshot) => snapshot);
  const snapshot = useSelector(actor ?? undefined, (current) => current) as SnapshotFrom<TLogic> | undefined;
  const where: JourneyWhere = { pathname: location.pathname, search: location.search, session: sessionSnapshot };
  const syncs = snapshot !== undefined && (journey.syncsUrl?.(where, snapshot) ?? true);
  return actor && syncs ? <JourneyUrl actorRef={actor} /> : null;
}
