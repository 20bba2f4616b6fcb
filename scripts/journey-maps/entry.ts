import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { NEXT_ACTION_SCREEN } from '../../machines/routing/access.ts';
import { STATUS_ACCESS, type StatusRule } from '../../machines/routing/status-access.ts';
import { childJourneys, invocations } from './machine-facts.ts';

// How a journey is entered: as a child of another registered machine (read off the parents'
// invokes and declared actors), and for the onboarding journey and the steps it runs, from the
// application's position (the lender's status and nextAction, the status table in
// machines/routing/status-access.ts).

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

function describeRule(rule: StatusRule): string {
  switch (rule.kind) {
    case 'preApproval':
      return `the screen of its nextAction; \`${rule.fallback}\` without one`;
    case 'decided':
      return `\`${rule.screen}\``;
    case 'postApproval':
      return rule.onboarding
        ? `\`${rule.onboarding}\`; post-approval: its nextAction's screen, \`${rule.fallback}\` without one`
        : `\`laterJourney\`: post-approval's nextAction screen, \`${rule.fallback}\` without one`;
    case 'later':
      return `\`laterJourney\`: leaves for \`${rule.entry}\` (\`discrepancy\` while nextAction is discrepancy)`;
    case 'agreement':
      return `\`laterJourney\`: the agreement journey at \`${rule.entry}\` (\`discrepancy\` on ops comments)`;
  }
}

const STATUS_RULES: Readonly<Record<string, StatusRule>> = STATUS_ACCESS;

/** Every application status and the onboarding screen it leads to. */
export function statusRows(): StatusRow[] {
  return Object.entries(STATUS_RULES).map(([status, rule]) => ({ status, screen: describeRule(rule) }));
}

/** Every nextAction of the contract and its onboarding screen. */
export function nextActionRows(): { nextAction: string; screen: string }[] {
  return Object.entries(NEXT_ACTION_SCREEN).map(([nextAction, screen]) => ({ nextAction, screen }));
}

function onboardingScreenOf(rule: StatusRule): string | null {
  if (rule.kind === 'preApproval') return rule.fallback;
  if (rule.kind === 'postApproval') return rule.onboarding ?? null;
  return 'screen' in rule ? rule.screen : null;
}

/** The nextActions and statuses that put the applicant on one onboarding screen. */
export function positionsFor(screen: string): { nextActions: string[]; statuses: string[] } {
  const nextActions = nextActionRows()
    .filter((row) => row.screen === screen)
    .map((row) => row.nextAction);
  const statuses = Object.entries(STATUS_RULES)
    .filter(([, rule]) => onboardingScreenOf(rule) === screen)
    .map(([status]) => status);
  return { nextActions, statuses };
}
