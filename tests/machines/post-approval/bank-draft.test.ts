import { describe, expect, it } from 'vitest';
import { bankDraftOf, bankValuesFrom, branchFrom } from '../../../machines/post-approval/decide.ts';
import { BRANCH, VALID_BANK_VALUES } from '../../fixtures/post-approval-samples.ts';

// The bank form's draft: what a reload restores, the looked-up branch with it, never the account numbers.

describe('the bank details draft', () => {
  const values = { ...VALID_BANK_VALUES, ifsc: BRANCH.ifsc };

  it('keeps the IFSC, type, holder and the branch of that IFSC, not the account numbers', () => {
    const draft = bankDraftOf(values, BRANCH);
    expect(Object.keys(draft).sort()).toEqual(['accountType', 'branch', 'holderName', 'ifsc']);
    expect(bankValuesFrom(draft)).toMatchObject({ ifsc: BRANCH.ifsc, accountNumber: '', confirmAccountNumber: '' });
    expect(branchFrom(draft)).toEqual(BRANCH);
  });

  it('drops a branch that belongs to another IFSC', () => {
    expect(bankDraftOf({ ...values, ifsc: 'SBIN0001000' }, BRANCH)).not.toHaveProperty('branch');
    expect(branchFrom({ ifsc: 'SBIN0001000', branch: JSON.stringify(BRANCH) })).toBeNull();
  });

  it('ignores a kept branch that is not whole or not JSON', () => {
    expect(branchFrom({ ifsc: BRANCH.ifsc, branch: JSON.stringify({ ifsc: BRANCH.ifsc }) })).toBeNull();
    expect(branchFrom({ ifsc: BRANCH.ifsc, branch: '{' })).toBeNull();
    expect(branchFrom({ ifsc: BRANCH.ifsc })).toBeNull();
  });
});
