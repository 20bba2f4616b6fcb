import { describe, expect, it } from 'vitest';
import {
  answeredRequests,
  dueOf,
  mayClear,
  openRequests,
  overdueDues,
  requestOf,
} from '../../../rules/supplier-account/account.ts';
import { DUE_ID, REQUEST_ID, account, request } from '../../support/events/supplier-account-events.ts';

// What the supplier page decides from its account (ADR 047).

describe('the supplier page’s rules', () => {
  it('clears a due only from one supplier’s page, and only while something is owed there', () => {
    expect(mayClear(account(true))).toBe(true);
    expect(mayClear(account(false))).toBe(false);
    // Every supplier's together: a repayment must name the supplier it pays first.
    expect(mayClear(account(true, true))).toBe(false);
    expect(mayClear(null)).toBe(false);
  });

  it('finds a due and a request by id, and nothing for an unknown one', () => {
    expect(dueOf(account(true), DUE_ID)?.transactionId).toBe(DUE_ID);
    expect(dueOf(account(true), 'PUR0000000000000000')).toBeNull();
    expect(dueOf(account(false), DUE_ID)).toBeNull();
    expect(requestOf(account(true), REQUEST_ID)?.id).toBe(REQUEST_ID);
    expect(requestOf(account(true), null)).toBeNull();
  });

  it('splits the requests into those waiting (oldest first) and those answered', () => {
    const older = { ...request('open'), id: 'older', raisedAt: '2026-02-01T10:00:00.000Z' };
    const declined = { ...request('declined'), id: 'declined' };
    const withThree = { ...account(true), requests: [request('open'), declined, older] };
    expect(openRequests(withThree).map((one) => one.id)).toEqual(['older', REQUEST_ID]);
    expect(answeredRequests(withThree).map((one) => one.id)).toEqual(['declined']);
  });

  it('lists the overdue dues', () => {
    const owing = account(true);
    expect(overdueDues(owing)).toEqual([]);
    const late = { ...owing, dues: owing.dues.map((due) => ({ ...due, overdue: true })) };
    expect(overdueDues(late).map((due) => due.transactionId)).toEqual([DUE_ID]);
  });
});
