import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  LATER_JOURNEY_ENTRY,
  NEXT_ACTION_SCREEN,
  STATUS_RULES,
  type StatusRule,
} from '../../machines/onboarding/status-screen.ts';
import { childJourneys, invocations } from './machine-facts.ts';

// How a journey is entered: as a child of another registered machine (read off the parents'
// invokes and declared actors), and for the onboarding journey and the steps it runs, from the
// application's position (the lender's status and nextAction, machines/onboarding/status-screen.ts).

/** The journey whose screens the application position decides. */
export const POSITION_JOURNEY = 'onboarding';

export interface Invoker {
  journey: string;
  /** The invoking state, or null when the parent only declares the machine (spawned children). */
  node: AnyStateNode | null;
  invokeId: string | null;
  actor: string;
}

export function invokersOf(journey: string, journeys: Record<string, AnyStateMachine>): Invoker[] {
  const found: Invoker[] = [];
  for (const [parent, machine] of Object.entries(journeys)) {
    const children = childJourneys(machine, journeys);
    for (const [actor, child] of children) {
      if (child !== journey) continue;
      const invoked = invocations(machine).filter((invocation) => invocation.src === actor);
      if (invoked.length === 0) found.push({ journey: parent, node: null, invokeId: null, actor });
      for (const { node, id } of invoked) found.push({ journey: parent, node, invokeId: id, actor });
    }
  }
  return found;
}

export interface StatusRow {
  status: string;
  screen: string;
}

function describeRule(status: string, rule: StatusRule): string {
  switch (rule.kind) {
    case 'preApproval':
      return `the screen of its nextAction; \`${rule.fallback}\` without one`;
    case 'decided':
      return `\`${rule.screen}\``;
    case 'later': {
      const entries: Readonly<Record<string, string>> = LATER_JOURNEY_ENTRY;
      const leaves = `\`laterJourney\`: leaves for \`${entries[status] ?? '/dashboard'}\``;
      return `${leaves} (\`discrepancy\` while nextAction is discrepancy)`;
    }
  }
}

/** Every application status and the onboarding screen it leads to. */
export function statusRows(): StatusRow[] {
  return Object.entries(STATUS_RULES).map(([status, rule]) => ({ status, screen: describeRule(status, rule) }));
}

/** Every nextAction of the contract and its onboarding screen. */
export function nextActionRows(): { nextAction: string; screen: string }[] {
  return Object.entries(NEXT_ACTION_SCREEN).map(([nextAction, screen]) => ({ nextAction, screen }));
}

/** The nextActions and statuses that put the applicant on one onboarding screen. */
export function positionsFor(screen: string): { nextActions: string[]; statuses: string[] } {
  const nextActions = nextActionRows()
    .filter((row) => row.screen === screen)
    .map((row) => row.nextAction);
  const statuses = Object.entries(STATUS_RULES)
    .filter(
      ([, rule]) => (rule.kind === 'preApproval' ? rule.fallback : 'screen' in rule ? rule.screen : null) === screen,
    )
    .map(([status]) => status);
  return { nextActions, statuses };
}
