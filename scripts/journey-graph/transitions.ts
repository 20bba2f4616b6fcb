import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

// Counting what a machine defines, so coverage has a denominator that does not depend on the
// paths. A transition is one entry of a state node's candidate list: each guarded branch of an
// event, each `after` delay, each invoke onDone/onError, each `always` branch and each routable
// state's `xstate.route` entry (those live on the root) is counted separately.

export interface TransitionInfo {
  key: string;
  source: string;
  eventType: string;
  index: number;
  targets: string[];
  guarded: boolean;
}

const ALWAYS = 'always';

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes;
}

/**
 * The state nodes a snapshot is in, the root and every ancestor included, in document order: read
 * from its public `value` and the machine's node tree rather than XState's internal `_nodes`.
 */
export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode, value: StateValue | undefined): void => {
    nodes.push(node);
    if (value === undefined) return;
    const active = typeof value === 'string' ? { [value]: undefined } : value;
    for (const [key, child] of Object.entries(node.states)) {
      if (key in active) visit(child, active[key] as StateValue | undefined);
    }
  };
  visit(snapshot.machine.root, snapshot.value);
  return nodes;
}

/** Stable name of a transition: `<source state id>|<event type or "always">|<branch index>`. */
export function transitionKey(transition: AnyTransitionDefinition): string | null {
  const source = transition.source;
  if (transition.eventType === null || transition.eventType === undefined) return null;
  const list: readonly AnyTransitionDefinition[] | undefined =
    transition.eventType === '' ? source.always : source.transitions.get(transition.eventType);
  const index = list ? list.indexOf(transition) : -1;
  if (index < 0) return null;
  return `${source.id}|${transition.eventType === '' ? ALWAYS : transition.eventType}|${index}`;
}

export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const found: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    const lists: Array<[string, readonly AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always) lists.push(['', node.always]);
    for (const [eventType, list] of lists) {
      list.forEach((transition, index) => {
        found.push({
          key: `${node.id}|${eventType === '' ? ALWAYS : eventType}|${index}`,
          source: node.id,
          eventType: eventType === '' ? ALWAYS : eventType,
          index,
          targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
          guarded: Boolean(transition.guard),
        });
      });
    }
  }
  return found;
}

/** Dotted path of a state node from the root ('form.step1'), the key handlers use. */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

/** The states handlers must cover: every atomic and final state (parents are covered through them). */
export function leafStatesOf(machine: AnyStateMachine): string[] {
  return allStateNodes(machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map(statePath);
}

// Events the runners produce themselves: invoke completions, delays, state completions.
const BUILT_IN = /^xstate\.(done\.actor|error\.actor|after|snapshot|done\.state)\./;

/** Event types the machine reacts to that a test must drive (everything but runner-driven built-ins). */
export function drivenEventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of allStateNodes(machine))
    for (const type of node.transitions.keys()) if (!BUILT_IN.test(type)) types.add(type);
  return [...types].sort();
}

/** Every event type the machine reacts to, built-ins included (what a browser runner must perform). */
export function allEventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of allStateNodes(machine)) for (const type of node.transitions.keys()) types.add(type);
  return [...types].sort();
}

export function isRunnerDriven(eventType: string): boolean {
  return BUILT_IN.test(eventType);
}
