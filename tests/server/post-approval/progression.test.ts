import { describe, expect, it } from 'vitest';
import {
  APPROVED_FACTS,
  POST_APPROVAL_STATUS_ORDER,
  STATEMENT_MOVES,
  nextActionOf,
  postApprovalPosition,
  postApprovalStepOpen,
  questionsSentPosition,
  statementMoveOpen,
  type StatementMove,
} from '../../../server/post-approval/progression.ts';

// The sandbox's post-approval rules (docs/sandbox.md, "Post-approval"), without a database.

const facts = (patch: Partial<typeof APPROVED_FACTS>) => ({ ...APPROVED_FACTS, ...patch });

describe('post-approval progression', () => {
  it('asks for each step in turn, and the status follows the furthest milestone', () => {
    const steps: [Partial<typeof APPROVED_FACTS>, string, string][] = [
      [{}, 'approved', 'selectOffer'],
      [{ offerSelected: true }, 'offerSelected', 'bankStatement'],
      [{ offerSelected: true, statement: 'skipped' }, 'bankStatementSkipped', 'bankDetails'],
      [{ offerSelected: true, statement: 'manual', bankVerified: true }, 'bankDetailsUpdated', 'cancelledCheque'],
    ];
    for (const [patch, status, nextAction] of steps)
      expect(postApprovalPosition('approved', facts(patch))).toMatchObject({ status, nextAction });
  });

  it('skips the cheque and the linking when the lender does not need them', () => {
    const done = facts({
      offerSelected: true,
      statement: 'uploaded',
      bankVerified: true,
      chequeRequired: false,
      documents: 'uploaded',
      questionnaireSubmitted: true,
    });
    expect(nextActionOf(done)).toBe('success');
    expect(nextActionOf({ ...done, hasMemberships: true })).toBe('linkAccounts');
    expect(postApprovalPosition('questionnaireSubmitted', { ...done, submitted: true })).toMatchObject({
      status: 'emandatePending',
      nextAction: 'mandate',
    });
  });

  it('never moves the status back', () => {
    expect(postApprovalPosition('documentUploaded', facts({ offerSelected: true })).status).toBe('documentUploaded');
  });

  it('opens a write only at the lender’s current step, and nothing once handed to the mandate', () => {
    expect(postApprovalStepOpen('approved', APPROVED_FACTS, 'selectOffer')).toBe(true);
    expect(postApprovalStepOpen('approved', APPROVED_FACTS, 'bankDetails')).toBe(false);
    expect(postApprovalStepOpen('videoVerified', APPROVED_FACTS, 'selectOffer')).toBe(false);
    expect(postApprovalStepOpen('emandatePending', APPROVED_FACTS, 'selectOffer')).toBe(false);
  });
});

describe('the statement and documents moves', () => {
  it('take each move only from its stage, and only forward along the status order', () => {
    for (const [name, rule] of Object.entries(STATEMENT_MOVES)) {
      expect(statementMoveOpen('approved', name as StatementMove)).toBe(false);
      for (const from of rule.from) {
        expect(statementMoveOpen(from, name as StatementMove)).toBe(true);
        expect(POST_APPROVAL_STATUS_ORDER.indexOf(rule.to)).toBeGreaterThanOrEqual(
          POST_APPROVAL_STATUS_ORDER.indexOf(from),
        );
      }
    }
  });

  it('marks the questions sent when they are read after the documents, once', () => {
    expect(questionsSentPosition('documentUploaded', false)).toMatchObject({ status: 'questionnairePending' });
    expect(questionsSentPosition('documentUploaded', true)).toBeNull();
    expect(questionsSentPosition('questionnairePending', false)).toBeNull();
  });
});
