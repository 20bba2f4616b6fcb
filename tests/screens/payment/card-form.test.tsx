// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { providePayment } from '../../../src/journeys/payment/provide.ts';
import { MethodsView } from '../../../src/journeys/payment/screens/MethodsView.tsx';
import type { PaymentActorRef } from '../../../src/journeys/payment/runtime.ts';
import { inr } from '../../support/money.ts';
import { plannedApiClient } from '../../support/planned-client.ts';
import { NOW } from '../../support/events/payment-events.ts';
// For its ResizeObserver stand-in: Radix's radio measures itself, which jsdom cannot.
import '../../support/screens/step-fixture.tsx';

// The card form as a person types into it: the real payment chart at "Choose how to pay", the
// real screen. No call is made: the test stops before Pay.

const machine = providePayment(plannedApiClient(), {
  flow: () => ({ flow: 'dashboard', supplierId: null }),
  resumeId: () => null,
  detailsId: () => null,
  origin: () => 'http://localhost',
  postForm: () => undefined,
});

function choosingActor(): PaymentActorRef {
  const initial = createActor(machine, { input: { keySeed: 'seed', openedAt: NOW } }).getSnapshot().context;
  const snapshot = machine.resolveState({
    value: { methods: 'choosing' },
    context: {
      ...initial,
      amount: inr(1000),
      methods: { methods: [{ code: 'DEBIT_CARD', label: 'Debit Card' }], banks: [] },
    },
  });
  return createActor(machine, { input: { keySeed: 'seed', openedAt: NOW }, snapshot }).start();
}

function Screen({ actor }: { actor: PaymentActorRef }) {
  const snapshot = useSelector(actor, (current) => current);
  return <MethodsView actor={actor} snapshot={snapshot} />;
}

afterEach(cleanup);

describe('card form', () => {
  it('groups the number in fours as typed and names the network, in words and by its mark', async () => {
    const actor = choosingActor();
    const { container } = render(<Screen actor={actor} />);
    // The mark is drawn in the number's box, hidden from screen readers (the hint says it in words).
    const mark = () => container.querySelector('input[autocomplete="cc-number"] + [aria-hidden="true"] svg');
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(mark()).toBeNull();
    await userEvent.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByText('Visa card')).toBeInTheDocument();
    expect(mark()?.textContent).toBe('VISA');
    await userEvent.clear(number);
    expect(mark()).toBeNull();
    await userEvent.type(number, '6521-1234');
    expect(number).toHaveValue('6521 1234');
    expect(screen.getByText('RuPay card')).toBeInTheDocument();
    expect(mark()?.textContent).toBe('RuPay');
    await userEvent.clear(number);
    await userEvent.type(number, '5500');
    expect(mark()?.querySelectorAll('circle')).toHaveLength(2);
  });

  it('keeps the caret after the digit typed in the middle of the number', async () => {
    const actor = choosingActor();
    render(<Screen actor={actor} />);
    const number = screen.getByLabelText<HTMLInputElement>('Card number');
    await userEvent.type(number, '411111111111111');
    await userEvent.type(number, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(number).toHaveValue('4111 9111 1111 1111');
    await waitFor(() => expect(number.selectionStart).toBe(6));
  });

  it('puts in the expiry slash as "1229" is typed, and takes a pasted 12/2029', async () => {
    const actor = choosingActor();
    render(<Screen actor={actor} />);
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await userEvent.type(expiry, '1229');
    expect(expiry).toHaveValue('12/29');
    await userEvent.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('12');
    await userEvent.clear(expiry);
    await userEvent.click(expiry);
    await userEvent.paste('12/2029');
    expect(expiry).toHaveValue('12/29');
  });

  it('masks the CVV, keeps its digits only, and a typed card passes the rules', async () => {
    const actor = choosingActor();
    render(<Screen actor={actor} />);
    const cvv = screen.getByLabelText('CVV');
    expect(cvv).toHaveAttribute('type', 'password');
    expect(cvv).toHaveAttribute('inputmode', 'numeric');
    expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.type(cvv, '1a234');
    expect(cvv).toHaveValue('123');
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1229');
    expect(actor.getSnapshot().can({ type: 'PAY' })).toBe(true);
    expect(screen.queryByText('Enter the expiry as MM/YY.')).toBeNull();
  });
});
