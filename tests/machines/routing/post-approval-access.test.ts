import { describe, expect, it } from 'vitest';
import {
  allowedPostApprovalScreens,
  postApprovalEntry,
  postApprovalHandOver,
  postApprovalMayOpen,
  postApprovalScreenFor,
} from '../../../machines/routing/post-approval-access.ts';
import {
  POST_APPROVAL_ACTION_SCREEN,
  POST_APPROVAL_NEXT_ACTIONS,
  postApprovalScreenOfPath,
} from '../../../machines/routing/post-approval-screens.ts';
import { APPLICATION_STATUSES, STATUS_ACCESS } from '../../../machines/routing/status-access.ts';

// The status table's post-approval lines (ADR 008), status by status.

const at = (status: string, nextAction: string | null = null) => ({ status, nextAction });

// Written out independently of the table: the screen each status shows without a nextAction.
const EXPECTED: Record<string, string> = {
  approved: 'offers',
  offerSelected: 'bankStatement',
  bankStatementUploaded: 'bankDetails',
  bankStatementSkipped: 'bankDetails',
  manualBankStatementUploaded: 'bankDetails',
  bankDetailsUpdated: 'bankDetails',
  chequeUploaded: 'documents',
  documentUploadInProgress: 'documents',
  documentUploaded: 'questionnaire',
  questionnairePending: 'questionnaire',
  questionnaireSubmitted: 'success',
};

describe('postApprovalScreenFor', () => {
  it.each(APPLICATION_STATUSES.map((status) => [status, EXPECTED[status] ?? 'handOver'] as const))(
    '%s without a next action → %s',
    (status, screen) => {
      expect(postApprovalScreenFor(at(status))).toBe(screen);
      expect(STATUS_ACCESS[status].kind === 'postApproval').toBe(screen !== 'handOver');
    },
  );

  it.each(Object.keys(EXPECTED))('%s follows every post-approval next action', (status) => {
    for (const nextAction of POST_APPROVAL_NEXT_ACTIONS)
      expect(postApprovalScreenFor(at(status, nextAction))).toBe(POST_APPROVAL_ACTION_SCREEN[nextAction]);
    // Onboarding's result and a word this build does not know fall back to the line's screen.
    expect(postApprovalScreenFor(at(status, 'result'))).toBe(EXPECTED[status]);
    expect(postApprovalScreenFor(at(status, 'somethingNew'))).toBe(EXPECTED[status]);
  });
});

describe('hand-overs and entries', () => {
  it('sends a finished post-approval to the mandate, onboarding positions to onboarding', () => {
    expect(postApprovalHandOver(at('questionnaireSubmitted', 'mandate'))).toBe('/signup/post-approval/step-1');
    expect(postApprovalHandOver(at('emandatePending'))).toBe('/signup/post-approval/step-1');
    expect(postApprovalHandOver(at('emandateFailed'))).toBe('/signup/mandate/failure');
    expect(postApprovalHandOver(at('videoVerified', 'review'))).toBe('/signup');
    expect(postApprovalHandOver(at('croReview'))).toBe('/signup');
    expect(postApprovalHandOver(at('brandNew'))).toBe('/dashboard');
  });

  it('enters at the screen the position shows', () => {
    expect(postApprovalEntry(at('approved', 'result'))).toBe('/loan-offers');
    expect(postApprovalEntry(at('bankDetailsUpdated', 'uploadDocuments'))).toBe('/signup/upload-documents');
    expect(postApprovalEntry(at('questionnaireSubmitted', 'linkAccounts'))).toBe('/signup/link/link-accounts');
    expect(postApprovalEntry(at('questionnaireSubmitted', 'mandate'))).toBe('/signup/post-approval/step-1');
  });
});

describe('what a position may open', () => {
  it('allows the current screen, loan details beside the offers, both supplier screens together', () => {
    expect([...allowedPostApprovalScreens(at('approved'))].sort()).toEqual(['loanDetails', 'offers']);
    expect([...allowedPostApprovalScreens(at('offerSelected'))]).toEqual(['bankStatement']);
    expect([...allowedPostApprovalScreens(at('questionnaireSubmitted', 'linkAccounts'))].sort()).toEqual([
      'linkAccounts',
      'linkedAccounts',
    ]);
  });

  it('reads the children’s addresses as their parent screen', () => {
    expect(postApprovalScreenOfPath('/statement-1/upload-preview')).toBe('bankStatement');
    expect(postApprovalScreenOfPath('/signup/additional-documents')).toBe('documents');
    expect(postApprovalScreenOfPath('/arthika/loan-details')).toBe('loanDetails');
    expect(postApprovalScreenOfPath('/signup/pre-approval/step-1')).toBeNull();
    expect(postApprovalMayOpen(at('chequeUploaded'), '/signup/additional-documents')).toBe(true);
    expect(postApprovalMayOpen(at('chequeUploaded'), '/signup/bank-details')).toBe(false);
  });
});
