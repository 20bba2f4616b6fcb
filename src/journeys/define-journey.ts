import type { ComponentType, ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { ScreenTable } from '../../machines/routing/screen-table.ts';
import type { JourneySpec } from './runtime/spec.ts';

// A journey declared once (ADR 033): its screen table (machines/<journey>/screens.ts: names,
// addresses, titles, who may see each) and the component that draws each screen. The route table,
// screen registry, page titles and journey maps are derived from the declarations listed in
// ./registry.ts. Components are import() calls, so declaring a journey puts none of its code in
// the login route's bundle; so is its runtime spec (./runtime/spec.ts: chart, implementations, the
// actor's lifetime and key), which the declaration points to, loaded on demand (ADR 038).

/** What every routed screen receives; screens read everything else from their journey actor. */
export type ScreenProps = Record<string, never>;

/** A lazily loaded module whose default export draws a screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/** The journey's runtime spec (src/journeys/<journey>/runtime.ts), loaded on demand. */
export type RuntimeLoader = () => Promise<JourneySpec<AnyStateMachine>>;

/** A lazily loaded module whose default export wraps every screen of the journey (its actor's provider). */
export type FrameLoader = () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;

export interface JourneyDeclaration<T extends ScreenTable = ScreenTable> {
  /** The journey's name: its folders' name (machines/<id>, src/journeys/<id>) and its map's (docs/journeys). */
  readonly id: string;
  readonly screens: T;
  /** One component per declared screen, keyed by the screen's name (never a route's display name). */
  readonly components: { readonly [S in keyof T as T[S]['name']]: ScreenLoader };
  /** Drawn around each of the journey's screens: today its actor's provider, until the shared runtime. */
  readonly frame?: FrameLoader;
  /** Its spec for the one runtime (ADR 034), whose `id` is the journey's machine id (camelCase). */
  readonly runtime?: RuntimeLoader;
  /**
   * Its host is mounted at the app's root (src/app/router/RootFrame.tsx), not only on its pages:
   * its hand-overs are followed and its position reported wherever the applicant is.
   */
  readonly hostAtRoot?: boolean;
}

/** Declares a journey: the mapped type asks exactly one component for every screen of its table. */
export function defineJourney<const T extends ScreenTable>(declaration: JourneyDeclaration<T>): JourneyDeclaration<T> {
  return declaration;
}
