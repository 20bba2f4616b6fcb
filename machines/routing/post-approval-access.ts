import {
  MANDATE_ENTRY,
  POST_APPROVAL_ACTION_SCREEN,
  isPostApprovalNextAction,
  postApprovalPathOf,
  postApprovalScreenOfPath,
  type PostApprovalScreen,
} from './post-approval-screens.ts';
import { mandateEntry } from '../mandate/screens.ts';
import { DASHBOARD_ENTRY } from './dashboard-entry.ts';
import { STATUS_ACCESS, isApplicationStatus, type StatusRule } from './status-access.ts';

// What the status table (./status-access.ts) means for the post-approval journey (ADR 008): the
// screen a position shows, the screens it may open, and where a position that is not this
// journey's is handed over. The onboarding rules (./access.ts) read the same lines.

export interface PostApprovalPosition {
  status: string;
  nextAction: string | null;
}

type PostApprovalRule = Extract<StatusRule, { kind: 'postApproval' }>;

function ruleOf(status: string): StatusRule | undefined {
  return isApplicationStatus(status) ? STATUS_ACCESS[status] : undefined;
}

/** The post-approval line of a status, or undefined when the status is not this journey's. */
export function postApprovalRule(status: string): PostApprovalRule | undefined {
  const rule = ruleOf(status);
  return rule?.kind === 'postApproval' ? rule : undefined;
}

/**
 * The screen the applicant must see: the lender's nextAction when it names a post-approval step,
 * else the status line's fallback. A status that is not this journey's is handed over.
 */
export function postApprovalScreenFor(position: PostApprovalPosition): PostApprovalScreen {
  const rule = postApprovalRule(position.status);
  if (!rule) return 'handOver';
  return isPostApprovalNextAction(position.nextAction)
    ? POST_APPROVAL_ACTION_SCREEN[position.nextAction]
    : rule.fallback;
}

/**
 * Where a hand-over sends the applicant: the mandate journey's first screen once post-approval is
 * done (nextAction mandate, or a later status), onboarding's entry before an approval (it places
 * the applicant itself), the dashboard for a status this build does not know.
 */
export function postApprovalHandOver(position: PostApprovalPosition): string {
  const rule = ruleOf(position.status);
  if (!rule) return DASHBOARD_ENTRY;
  switch (rule.kind) {
    case 'postApproval':
      return MANDATE_ENTRY;
    case 'mandate':
      return mandateEntry(position);
    case 'later':
    case 'agreement':
      return rule.entry;
    case 'preApproval':
    case 'decided':
      return '/signup';
  }
}

/** The one address of a post-approval position, as onboarding and the guard hand it over. */
export function postApprovalEntry(position: PostApprovalPosition): string {
  const screen = postApprovalScreenFor(position);
  return screen === 'handOver' ? postApprovalHandOver(position) : postApprovalPathOf(screen);
}

/**
 * The post-approval screens a position may open: its own screen, the loan details of any offer
 * while choosing, and both supplier-account screens while linking. A step the lender has taken is
 * not re-opened: the lender does not accept it twice (a second lender choice, bank account).
 */
export function allowedPostApprovalScreens(position: PostApprovalPosition): ReadonlySet<PostApprovalScreen> {
  const current = postApprovalScreenFor(position);
  const allowed = new Set<PostApprovalScreen>([current]);
  if (current === 'offers') allowed.add('loanDetails');
  if (current === 'linkAccounts') allowed.add('linkedAccounts');
  return allowed;
}

/** Whether a post-approval position may open this address (the guard's question on /signup/**). */
export function postApprovalMayOpen(position: PostApprovalPosition, pathname: string): boolean {
  const screen = postApprovalScreenOfPath(pathname);
  return screen !== null && allowedPostApprovalScreens(position).has(screen);
}
