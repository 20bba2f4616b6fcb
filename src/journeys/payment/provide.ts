import { assign } from 'xstate';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { MethodField, PaymentForm } from '../../../machines/payment/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { amountProblem, cardProblems, chosenAmount, vpaProblem } from '../../../rules/payment/amount.ts';
import type { PaymentContext } from '../../../machines/payment/payment.machine.ts';
import { createPaymentActors, type PaymentBrowser } from './actors.ts';

export interface PaymentDeps extends PaymentBrowser {
  now: () => number;
  /** Posts the gateway's form (a real form submit): the browser leaves for the bank's page. */
  postForm: (form: PaymentForm) => void;
}

/** Each field's problem for the chosen method; a UPI id must also have been verified. */
export function methodProblems(context: PaymentContext, now: Date): Partial<Record<MethodField, string>> {
  const { values } = context;
  switch (context.method) {
    case 'DEBIT_CARD':
      return cardProblems(values, now);
    case 'NET_BANKING':
      return values.bankCode === '' ? { bankCode: 'Choose your bank.' } : {};
    case 'UPI': {
      const problem = vpaProblem(values.vpa);
      if (problem) return { vpa: problem };
      return context.vpaName === null ? { vpa: 'Verify your UPI ID first.' } : {};
    }
  }
}

/** Each field's own rule, whatever the method (Verify checks the UPI id's shape only). */
function fieldProblems(context: PaymentContext, now: Date): Partial<Record<MethodField, string>> {
  const vpa = vpaProblem(context.values.vpa);
  return { ...cardProblems(context.values, now), ...(vpa ? { vpa } : {}) };
}

const only = (problems: Partial<Record<MethodField, string>>, fields: readonly MethodField[]) =>
  Object.fromEntries(Object.entries(problems).filter(([field]) => fields.includes(field as MethodField)));

/** The payment machine with its real calls, rules and browser effects. */
export function providePayment(client: ApiClient, deps: PaymentDeps) {
  return paymentMachine.provide({
    actors: createPaymentActors(client, deps),
    guards: {
      amountAllowed: ({ context }) =>
        context.payable !== null && amountProblem(context.amountChoice, context.amountTyped, context.payable) === null,
      detailsValid: ({ context }) => Object.keys(methodProblems(context, new Date(deps.now()))).length === 0,
      vpaCheckable: ({ context }) => context.method === 'UPI' && vpaProblem(context.values.vpa) === null,
    },
    actions: {
      keepAmount: assign(({ context }) => ({
        amount: context.payable ? chosenAmount(context.amountChoice, context.amountTyped, context.payable) : null,
        amountError: null,
      })),
      showAmountError: assign(({ context }) => ({
        amountError: context.payable ? amountProblem(context.amountChoice, context.amountTyped, context.payable) : null,
      })),
      showErrors: assign(({ context }, params) => ({
        errors: { ...context.errors, ...only(fieldProblems(context, new Date(deps.now())), params.fields) },
      })),
      showMethodErrors: assign(({ context }) => ({ errors: methodProblems(context, new Date(deps.now())) })),
      postForm: (_, params) => {
        if (params.form) deps.postForm(params.form);
      },
    },
  });
}

export type PaymentLogic = ReturnType<typeof providePayment>;
