import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { ApplicationPosition } from '../../../rules/onboarding/position.ts';
import type { NavigationAddress } from '../navigation.tsx';
import type { SessionActorRef } from '../session/SessionProvider.tsx';

// What a journey tells the one runtime (ADR 034) about its actor: the chart with its
// implementations, its lifetime (a key), how it is restored, and how its host keeps the address
// bar in step. Each journey's spec is an exported object in src/journeys/<journey>/runtime.ts.

/** What a journey's lifetime is read from: the address open now and the app's session. */
export interface JourneyWhere extends NavigationAddress {
  readonly session: SnapshotFrom<SessionActorRef>;
}

/** What an actor is created from: its key, the address it opens on (its entry), the live session. */
export interface JourneyStart {
  readonly key: string;
  readonly entry: NavigationAddress;
  readonly session: SessionActorRef;
}

export interface JourneySpec<TLogic extends AnyStateMachine = AnyStateMachine> {
  /** The store's slot: one actor per journey at a time. */
  readonly id: string;
  /**
   * The actor's lifetime: the key of the actor the address and session ask for (a new key stops
   * the old actor and creates one), null when none may run (stopped), undefined to keep whatever
   * runs without starting one (an address outside the journey while the applicant is logged in).
   */
  key(where: JourneyWhere): string | null | undefined;
  /** The chart with its `.provide()` implementations; a promise where its code loads on demand. */
  logic(start: JourneyStart): TLogic | Promise<TLogic>;
  /** The input the actor starts (or is restored) with: its entry address, drafts kept in storage. */
  input?(start: JourneyStart): InputFrom<TLogic> | Promise<InputFrom<TLogic>>;
  /** Whether the held actor is over, so the next page that needs it starts a new one. */
  over?(snapshot: SnapshotFrom<TLogic>): boolean;
  /** Work that lives and dies with the actor (a payment's id kept for a reload). */
  attach?(actor: Actor<TLogic>, start: JourneyStart): void;
  /** The actor belongs to the page showing it: stopped when that page unmounts (the dashboard's). */
  readonly perPage?: boolean;
  /** Where its host keeps the address bar in step with it; everywhere it is mounted by default. */
  syncsUrl?(where: JourneyWhere, snapshot: SnapshotFrom<TLogic>): boolean;
  /** A hand-over the customer chose adds a history entry (Pay now); by default it replaces the address. */
  readonly handOver?: 'push' | 'replace';
  /** The application's position in its snapshot: the guard and the session's home hear of each answer. */
  position?(snapshot: SnapshotFrom<TLogic>): ApplicationPosition | null;
}

export type JourneyActor<TSpec> = TSpec extends JourneySpec<infer TLogic> ? Actor<TLogic> : never;

/** A page's own actor (bank transfers, GSTIN status, profile documents): one per showing of the page. */
export function pageJourney<TLogic extends AnyStateMachine>(id: string, logic: () => TLogic): JourneySpec<TLogic> {
  return { id, key: () => 'page', logic, perPage: true };
}
