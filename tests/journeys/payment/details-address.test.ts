import { describe, expect, it } from 'vitest';
import { detailsIdOf } from '../../../src/journeys/payment/details-address.ts';

describe("a payment's details by address", () => {
  it('names the payment a transaction-details link carries, in every place that has the address', () => {
    expect(detailsIdOf('/dashboard/transaction-details', '?transactionId=TXN1')).toBe('TXN1');
    expect(detailsIdOf('/credit-statement/transaction-details', '?transactionId=TXN2')).toBe('TXN2');
    expect(detailsIdOf('/supplier/SUP-1/payment-history/transaction-details', '?transactionId=TXN3')).toBe('TXN3');
  });

  it("leaves the gateway's return, the fee's result and a details screen without an id to resume or route", () => {
    expect(detailsIdOf('/dashboard/payment-methods', '?transactionId=TXN1')).toBeNull();
    expect(detailsIdOf('/dashboard/processing-fee-result', '?transactionId=TXN1')).toBeNull();
    expect(detailsIdOf('/dashboard/transaction-details', '')).toBeNull();
  });
});
