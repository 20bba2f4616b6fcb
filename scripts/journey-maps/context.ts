import path from 'node:path';
import { journeyFileName } from '../journey-graph/file-names.ts';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { scanRuntime, type RuntimeScan } from './actor-providers.ts';
import { invokersOf } from './entry.ts';
import {
  childJourneys,
  invocations,
  journeyClosure,
  screenStates,
  subtree,
  type ScreenState,
} from './machine-facts.ts';
import { machineSources, type MachineSource } from './registry.ts';
import { eventsSentBy, screenFiles, type SentEvents } from './screen-events.ts';
import { SourceTree } from './source.ts';

// Everything the maps are made from, read once: the registered machines, where they are written,
// what the app's runtime provides, and the screens with the events they send.

export interface MapContext {
  tree: SourceTree;
  journeys: Record<string, AnyStateMachine>;
  sources: MachineSource[];
  runtime: RuntimeScan;
  screenFiles: Map<string, string>;
  notes: (journey: string) => string | null;
}

export function readContext(root: string, journeys: Record<string, AnyStateMachine>): MapContext {
  const tree = new SourceTree(root);
  const sources = machineSources(tree);
  return {
    tree,
    journeys,
    sources,
    runtime: scanRuntime(tree, sources),
    screenFiles: screenFiles(tree),
    notes: (journey) => {
      const file = notesFile(journey);
      return tree.exists(file) ? tree.read(file).trim() : null;
    },
  };
}

export function notesFile(journey: string): string {
  return path.posix.join('docs/journeys/notes', `${journeyFileName(journey)}.md`);
}

/** A state as the maps name it: its path from the root, and its `#id` when that is another name. */
export function stateName(machine: AnyStateMachine, node: AnyStateNode): string {
  const dotted = node.path.join('.') || '(root)';
  const plain = node.id === [machine.id, ...node.path].join('.') || node.id === node.key;
  return plain ? dotted : `${dotted} (#${node.id})`;
}

/** A screen as shown in some machine's state: which journey, which state, which route. */
export interface Showing {
  journey: string;
  screen: ScreenState;
}

/** The screens of a journey: its own screen states, then those of the states that run it. */
export function showingsOf(ctx: MapContext, journey: string, seen: string[] = []): Showing[] {
  const machine = ctx.journeys[journey];
  if (!machine || seen.includes(journey)) return [];
  const own = screenStates(machine).map((screen) => ({ journey, screen }));
  const inherited = invokersOf(journey, ctx.journeys).flatMap((invoker) => {
    const parent = ctx.journeys[invoker.journey];
    if (!parent || !invoker.node) return showingsOf(ctx, invoker.journey, [...seen, journey]);
    const node = invoker.node;
    return screenStates(parent)
      .filter((screen) => subtree(screen.node).includes(node) || subtree(node).includes(screen.node))
      .map((screen) => ({ journey: invoker.journey, screen }));
  });
  return [...own, ...inherited];
}

/** The journeys alive while a screen shows: its machine, the machines that run it, its children. */
export function journeysAt(ctx: MapContext, showing: Showing): string[] {
  const machine = ctx.journeys[showing.journey];
  if (!machine) return [];
  const children = childJourneys(machine, ctx.journeys);
  const below = invocations(machine)
    .filter((invocation) => subtree(showing.screen.node).includes(invocation.node))
    .flatMap((invocation) => {
      const child = children.get(invocation.src);
      return child ? journeyClosure(child, ctx.journeys) : [];
    });
  return [...new Set([...ancestorsOf(ctx, showing.journey), showing.journey, ...below])];
}

function ancestorsOf(ctx: MapContext, journey: string, seen: string[] = []): string[] {
  if (seen.includes(journey)) return [];
  return invokersOf(journey, ctx.journeys).flatMap((invoker) => [
    ...ancestorsOf(ctx, invoker.journey, [...seen, journey]),
    invoker.journey,
  ]);
}

export function eventsOfScreen(ctx: MapContext, screen: string): SentEvents | null {
  const file = ctx.screenFiles.get(screen);
  return file ? eventsSentBy(ctx.tree, file) : null;
}
