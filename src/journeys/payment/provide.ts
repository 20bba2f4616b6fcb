import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentForm } from '../../../machines/payment/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { createPaymentActors, type PaymentBrowser } from './actors.ts';

export interface PaymentDeps extends PaymentBrowser {
  /** Posts the gateway's form (a real form submit): the browser leaves for the bank's page. */
  postForm: (form: PaymentForm) => void;
}

/**
 * The payment machine with what touches the outside world: its calls, and the gateway's form
 * posted (the chart's rules are its own: rules/payment/).
 */
export function providePayment(client: ApiClient, deps: PaymentDeps) {
  return paymentMachine.provide({
    actors: createPaymentActors(client, deps),
    actions: {
      postForm: (_, params) => {
        if (params.form) deps.postForm(params.form);
      },
    },
  });
}

export type PaymentLogic = ReturnType<typeof providePayment>;
