import type { Branch } from '../../../rules/post-approval/bank-account.ts';
import { describe, expect, it } from 'vitest';
import { BRANCH_PENDING, branchLine } from '../../../src/journeys/post-approval/screens/branch-line.ts';

const branch: Branch = {
  ifsc: 'HDFC0001248',
  bank: 'HDFC',
  bankName: 'HDFC Bank',
  branch: 'Andheri East',
  city: 'Mumbai',
  state: 'Maharashtra',
};

describe('the line under the IFSC says one thing per state of the field', () => {
  it('says what will show while the IFSC is being typed', () => {
    expect(branchLine({ lookingUp: false, branch: null, ifscError: null })).toBe(BRANCH_PENDING);
  });

  it('says nothing beside a problem with the IFSC', () => {
    const ifscError = 'No bank branch has this IFSC. Please check it on your cheque book.';
    expect(branchLine({ lookingUp: false, branch: null, ifscError })).toBe('');
  });

  it('names the branch found, and the lookup while it runs', () => {
    expect(branchLine({ lookingUp: false, branch, ifscError: null })).toBe('HDFC Bank, Andheri East, Mumbai');
    expect(branchLine({ lookingUp: true, branch: null, ifscError: null })).toBe('Looking up your branch…');
  });
});
