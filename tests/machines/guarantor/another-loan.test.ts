import { describe, expect, it } from 'vitest';
import { guarantorMachine, type GuarantorContext } from '../../../machines/guarantor/guarantor.machine.ts';
import { GUARANTOR_ID, NEXT_LOAN, NOW, PENDING_LOAN, summaryAt } from '../../support/events/guarantor-events.ts';

// Guarantor Verified offers "Guarantee another loan" exactly when the journey takes it
// (snapshot.can): a loan still pending and not expired. The fixture's other pending loan
// (LN-EXPIRED) is past its expiry, which once kept the button on with nothing to guarantee.

const verifiedWith = (loans: GuarantorContext['summary'] extends infer S ? S : never) =>
  guarantorMachine.resolveState({
    value: 'verified',
    context: {
      guarantorId: GUARANTOR_ID,
      summary: loans,
      chosenLoanId: PENDING_LOAN,
      entry: 'step',
      providerReturn: null,
      now: NOW,
      toasts: 0,
      values: {},
      errors: {},
      error: null,
      relations: [],
      providerUrl: null,
      requestId: null,
      failureReason: null,
      eSignOutcome: null,
    },
  });

describe('another loan to guarantee', () => {
  it('is not offered when the only loan left pending has expired', () => {
    expect(verifiedWith(summaryAt('aadharESigned', true)).can({ type: 'ANOTHER_LOAN' })).toBe(false);
  });

  it('is offered while a pending loan has not expired', () => {
    const summary = summaryAt('aadharESigned', true);
    expect(verifiedWith({ ...summary, loans: [...summary.loans, NEXT_LOAN] }).can({ type: 'ANOTHER_LOAN' })).toBe(true);
  });
});
