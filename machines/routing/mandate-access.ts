import { MANDATE_PATHS, isMandateAddress, type MandateScreen } from './mandate-screens.ts';
import { STATUS_ACCESS, isApplicationStatus, type StatusRule } from './status-access.ts';

// What the status table (./status-access.ts) means for the mandate journey (ADR 012): whether a
// position is this journey's, its screen by the status alone, and its entry address. Inside the
// journey the machine refines the screen by the latest attempt (a NACH form, a UPI request).

export interface MandatePosition {
  status: string;
}

type MandateRule = Extract<StatusRule, { kind: 'mandate' }>;

/** The mandate line of a status, or undefined when the status is not this journey's. */
export function mandateRule(status: string): MandateRule | undefined {
  const rule: StatusRule | undefined = isApplicationStatus(status) ? STATUS_ACCESS[status] : undefined;
  return rule?.kind === 'mandate' ? rule : undefined;
}

/** The screen of a position by its status alone; a status that is not this journey's is handed over. */
export function mandateStepFor(position: MandatePosition): MandateScreen {
  return mandateRule(position.status)?.step ?? 'handOver';
}

/** The address onboarding, post-approval and the guard send a mandate position to. */
export function mandateEntry(position: MandatePosition): string {
  const step = mandateRule(position.status)?.step;
  return step ? MANDATE_PATHS[step] : '/dashboard';
}

/**
 * Whether a mandate position may open this address: any of the journey's addresses (the return
 * from the bank, the NACH steps, the outcomes), since the machine, which knows the latest attempt,
 * shows the right one and refuses the others.
 */
export function mandateMayOpen(position: MandatePosition, pathname: string): boolean {
  return mandateRule(position.status) !== undefined && isMandateAddress(pathname);
}
