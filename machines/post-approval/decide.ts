import { allowedPostApprovalScreens, postApprovalScreenFor } from '../routing/post-approval-access.ts';
import { postApprovalScreenOfPath, type PostApprovalScreen } from '../routing/post-approval-screens.ts';
import { EMPTY_BANK_VALUES, normaliseIfsc } from '../../rules/post-approval/bank-account.ts';
import type { Branch } from '../../rules/post-approval/bank-account.ts';
import type { PostApprovalContext, PostApprovalDraftScreen } from './types.ts';
import type { BankValues } from '../../rules/post-approval/bank-account.ts';

// The post-approval machine's pure rules over its context: which screen to show, which the address
// bar may open, and what a screen starts with (its draft, when typed for this application).

/** The entry screen when the position allows it (once), else the position's own screen. */
export function decide(context: Pick<PostApprovalContext, 'application' | 'entry'>): PostApprovalScreen {
  const position = context.application;
  if (!position) return 'handOver';
  const entered = context.entry ? postApprovalScreenOfPath(context.entry.pathname) : null;
  // Loan details needs its lender from the address, which only the route event carries.
  if (entered !== null && entered !== 'loanDetails' && allowedPostApprovalScreens(position).has(entered))
    return entered;
  return postApprovalScreenFor(position);
}

/** Whether the address bar may open `screen` now (back button, typed URL). */
export function canOpen(
  context: Pick<PostApprovalContext, 'application' | 'screen'>,
  screen: PostApprovalScreen,
): boolean {
  if (context.application === null || context.screen === null || context.screen === screen) return false;
  return allowedPostApprovalScreens(context.application).has(screen);
}

/** A screen's draft, only when it was typed for this application. */
export function draftFor(
  context: Pick<PostApprovalContext, 'application' | 'drafts'>,
  screen: PostApprovalDraftScreen,
): Record<string, string> {
  const { drafts, application } = context;
  if (!drafts || !application || drafts.applicationId !== application.id) return {};
  return drafts.screens[screen] ?? {};
}

/** The drafts with one screen's values replaced (or removed, for null). */
export function withDraft(
  context: Pick<PostApprovalContext, 'application' | 'drafts'>,
  screen: PostApprovalDraftScreen,
  values: Record<string, string> | null,
): PostApprovalContext['drafts'] {
  const applicationId = context.application?.id;
  if (!applicationId) return context.drafts;
  const kept = context.drafts?.applicationId === applicationId ? context.drafts.screens : {};
  const { [screen]: _old, ...others } = kept;
  return { version: 1, applicationId, screens: values === null ? others : { ...others, [screen]: values } };
}

/** The bank form as the draft left it; the account numbers are never kept, so they start empty. */
export function bankValuesFrom(draft: Record<string, string>): BankValues {
  return {
    ...EMPTY_BANK_VALUES,
    ifsc: normaliseIfsc(draft['ifsc'] ?? ''),
    accountType: draft['accountType'] ?? '',
    holderName: draft['holderName'] ?? '',
  };
}

/**
 * What of the bank form a draft keeps: with the branch the IFSC was looked up to, so a reload shows
 * it again and the form can be sent without typing the IFSC once more.
 */
export function bankDraftOf(values: BankValues, branch: Branch | null): Record<string, string> {
  return {
    ifsc: values.ifsc,
    accountType: values.accountType,
    holderName: values.holderName,
    ...(branch && branch.ifsc === values.ifsc ? { branch: JSON.stringify(branch) } : {}),
  };
}

/** The branch a draft kept, when it is the one of the drafted IFSC and still has every field. */
export function branchFrom(draft: Record<string, string>): Branch | null {
  try {
    const kept = JSON.parse(draft['branch'] ?? 'null') as Partial<Branch> | null;
    const fields = ['ifsc', 'bank', 'bankName', 'branch', 'city', 'state'] as const;
    if (!kept || fields.some((field) => typeof kept[field] !== 'string')) return null;
    return kept.ifsc === normaliseIfsc(draft['ifsc'] ?? '') ? (kept as Branch) : null;
  } catch {
    return null;
  }
}
