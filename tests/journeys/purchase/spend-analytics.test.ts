import { describe, expect, it, vi } from 'vitest';
import { spendOutcomeTracker } from '../../../src/journeys/purchase/spend-analytics.ts';
import type { SpendTransaction } from '../../../machines/purchase/types.ts';
import type { Paise } from '../../../rules/money/paise.ts';

const transaction: SpendTransaction = {
  transactionId: 'txn-1',
  supplierName: 'Sharma Traders',
  amount: 12_000_000 as Paise,
  status: 'settled',
  reason: null,
  dueDate: '2026-12-29',
  confirmBy: 'otp',
};

const at = (state: string, tx: SpendTransaction | null = transaction) => ({
  matches: (name: string) => name === state,
  context: { transaction: tx, way: 'invoice' as const },
});

describe('spend analytics', () => {
  it('records the outcome of a spend once with the amount in paise, its status and the way in', () => {
    const track = vi.fn();
    const record = spendOutcomeTracker(track);
    record(at('review'));
    record(at('success'));
    record(at('success'));
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('spend_succeeded', {
      platform: 'web',
      amount: 12_000_000 as Paise,
      payment_status: 'settled',
      user_flow: 'invoice',
    });
  });

  it('records a failure, and a later spend of the same session again', () => {
    const track = vi.fn();
    const record = spendOutcomeTracker(track);
    record(at('failure', { ...transaction, status: 'failed', reason: 'The bank declined' }));
    record(at('success', { ...transaction, transactionId: 'txn-2' }));
    expect(track.mock.calls.map(([event]) => event)).toEqual(['spend_failed', 'spend_succeeded']);
    expect(JSON.stringify(track.mock.calls)).not.toContain('Sharma');
  });

  it('records nothing before a spend exists', () => {
    const track = vi.fn();
    spendOutcomeTracker(track)(at('success', null));
    expect(track).not.toHaveBeenCalled();
  });
});
