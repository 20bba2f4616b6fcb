import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// A machine definition as a Mermaid stateDiagram-v2, within what Mermaid's state grammar accepts
// (packages/mermaid/src/diagrams/state/parser/stateDiagram.jison):
// - ids are [A-Za-z0-9_] and start with `s_`, so none is read as a keyword (`state`, `note`,
//   `class`, anything starting with `default`); the state's own name is its description;
// - a label ends at `:`, `;` or a newline and `#` starts a comment, so labels carry none of them
//   (`xstate.done.actor.step` becomes `done step`);
// - every state is declared inside its composite before any transition names it, and transitions
//   come last: a state is placed where it is first mentioned.
// Address-bar entries (`xstate.route`, on the root) are left to the URL table; transitions without
// a target and those on the root (no box to start from) are listed beside the diagram instead.

export interface UndrawnTransition {
  /** The state's path from the root ('otp.verifying'), or null for the root itself (any state). */
  state: string | null;
  label: string;
  targets: string[];
}

export interface Statechart {
  mermaid: string;
  undrawn: UndrawnTransition[];
}

const ROUTE_EVENT = 'xstate.route';
// A state with more targets than this is drawn left to right: top to bottom, its targets would
// stand in one row far wider than a page (onboarding's `deciding` has one per screen).
const WIDE_FAN_OUT = 8;

export function nodeId(node: AnyStateNode): string {
  return `s_${node.path.map((key) => key.replace(/[^A-Za-z0-9_]/g, '_')).join('__')}`;
}

export function statechart(machine: AnyStateMachine): Statechart {
  const lines = ['stateDiagram-v2', ...block(machine.root, 1)];
  const edges = new Map<string, string[]>();
  const undrawn: UndrawnTransition[] = [];
  for (const node of allNodes(machine.root)) {
    for (const transition of transitionsOf(node)) {
      if (transition.eventType === ROUTE_EVENT) continue;
      const label = transitionLabel(node, transition);
      const targets: readonly AnyStateNode[] = transition.target ?? [];
      if (node === machine.root || targets.length === 0) {
        undrawn.push({
          state: node === machine.root ? null : node.path.join('.'),
          label,
          targets: targets.map((t) => t.id),
        });
        continue;
      }
      for (const target of targets) {
        const key = `${nodeId(node)} --> ${nodeId(target)}`;
        const labels = edges.get(key) ?? [];
        if (!labels.includes(label)) labels.push(label);
        edges.set(key, labels);
      }
    }
  }
  for (const [edge, labels] of edges) lines.push(`  ${edge} : ${labels.join(', ')}`);
  for (const line of lines) assertMermaidSafe(line);
  if (widestFanOut(edges) > WIDE_FAN_OUT) lines.splice(1, 0, '  direction LR');
  return { mermaid: lines.join('\n'), undrawn };
}

function widestFanOut(edges: Map<string, string[]>): number {
  const targets = new Map<string, number>();
  for (const edge of edges.keys()) {
    const source = edge.split(' ')[0] ?? '';
    targets.set(source, (targets.get(source) ?? 0) + 1);
  }
  return Math.max(0, ...targets.values());
}

function block(parent: AnyStateNode, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  const children: AnyStateNode[] = Object.values(parent.states);
  if (parent.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${pad}--`);
      lines.push(...declare(region, depth));
    });
    return lines;
  }
  const initial: readonly AnyStateNode[] = parent.initial?.target ?? [];
  for (const target of initial) lines.push(`${pad}[*] --> ${nodeId(target)}`);
  for (const child of children) lines.push(...declare(child, depth));
  return lines;
}

function declare(node: AnyStateNode, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const name = node.type === 'history' ? `${node.key} (history)` : node.key;
  const lines = [`${pad}${nodeId(node)} : ${clean(name)}`];
  if (node.type === 'compound' || node.type === 'parallel') {
    lines.push(`${pad}state ${nodeId(node)} {`, ...block(node, depth + 1), `${pad}}`);
  }
  if (node.type === 'final') lines.push(`${pad}${nodeId(node)} --> [*]`);
  return lines;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** `EVENT [guard]`, with XState's built-in event names shortened. */
export function transitionLabel(node: AnyStateNode, transition: AnyTransitionDefinition): string {
  const event = eventLabel(node, transition.eventType);
  const guard = transition.guard ? guardLabel(transition.guard) : null;
  return clean(guard ? `${event} [${guard}]` : event);
}

export function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  const built = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (built) return `${built[1]} ${built[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  const after = `xstate.after.`;
  if (eventType.startsWith(after)) {
    const delay = eventType.slice(after.length, eventType.length - node.id.length - 1);
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards;
    const name = guard.name || 'guarded';
    if (!combined) return name;
    const parts = combined.map(guardLabel);
    return name === 'not' ? `not ${parts.join(' ')}` : parts.join(` ${name} `);
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guarded';
}

function clean(text: string): string {
  return text
    .replace(/[:;#"{}<>\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function assertMermaidSafe(line: string): void {
  if (/direction\s+(tb|bt|rl|lr)/i.test(line)) throw new Error(`Mermaid would read a direction in: ${line}`);
}
