import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { routeEventFor, routeOf, stateForUrl } from '../../../machines/routing.ts';
import { PLACED_SCREENS, paymentPath, type PaymentScreen } from '../../../machines/payment/paths.ts';
import { PAYMENT_FLOWS, REPAYMENT_FLOWS, type PaymentFlow } from '../../../machines/payment/types.ts';
import { FEE, PAYABLE } from '../../support/events/payment-events.ts';

// The payment's place is context, not a copy of the chart per place (ADR 030): each screen state is
// drawn once, its address is the place's (§2), an address of any place maps back to that state and
// names its place, and the address bar cannot move a payment to another place.

const SUPPLIER = 'SUP 7';
const addressOf = (flow: PaymentFlow, screen: PaymentScreen) =>
  paymentPath(flow, screen).replace(':id?', encodeURIComponent(SUPPLIER));

/** The state each screen is drawn by; the processing fee's first screen is its breakup. */
const STATE_OF: Record<PaymentScreen, string> = {
  payNow: 'payNow',
  methods: 'methods',
  success: 'success',
  failure: 'failure',
  details: 'details',
};

const contextAt = (flow: PaymentFlow) => ({
  ...createActor(paymentMachine, { input: { keySeed: 'seed-places', openedAt: 0 } }).getSnapshot().context,
  flow,
  supplierId: flow === 'supplier' ? SUPPLIER : null,
  payable: flow === 'processingFee' ? null : PAYABLE,
  fee: flow === 'processingFee' ? FEE : null,
});

describe("the payment's place", () => {
  it('draws each screen once, under the address of the place in context', () => {
    for (const flow of PAYMENT_FLOWS) {
      for (const screen of PLACED_SCREENS) {
        const state = flow === 'processingFee' && screen === 'payNow' ? 'fee' : STATE_OF[screen];
        const snapshot = paymentMachine.resolveState({ value: state, context: contextAt(flow) });
        expect(routeOf(snapshot), `${flow} ${screen}`).toBe(addressOf(flow, screen));
      }
    }
  });

  it('maps an address of every repayment place back to its state, naming the place', () => {
    for (const flow of REPAYMENT_FLOWS) {
      for (const screen of PLACED_SCREENS) {
        const match = stateForUrl(paymentMachine, addressOf(flow, screen));
        expect(match?.node.path.join('.'), `${flow} ${screen}`).toBe(STATE_OF[screen]);
        expect(match?.place).toBe(flow);
        if (flow === 'supplier') expect(match?.params).toEqual({ id: SUPPLIER });
      }
    }
  });

  it('opens Pay Now and the methods by address only for the payment of that place', () => {
    for (const flow of REPAYMENT_FLOWS) {
      const event = routeEventFor(paymentMachine, addressOf(flow, 'payNow'));
      expect(event).toMatchObject({ to: '#payNow', place: flow });
      for (const other of REPAYMENT_FLOWS) {
        const methods = paymentMachine.resolveState({
          value: { methods: 'choosing' },
          context: { ...contextAt(other), amount: PAYABLE.payableNow },
        });
        const actor = createActor(paymentMachine, {
          snapshot: methods,
          input: { keySeed: 'seed-places', openedAt: 0 },
        }).start();
        actor.send(event as never);
        expect(actor.getSnapshot().matches('payNow'), `${flow} address, ${other} payment`).toBe(flow === other);
        actor.stop();
      }
    }
  });

  it('never opens the processing fee by address', () => {
    for (const screen of PLACED_SCREENS) {
      expect(routeEventFor(paymentMachine, addressOf('processingFee', screen)), screen).toBeNull();
    }
  });
});
