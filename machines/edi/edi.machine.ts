import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { wireRupeesFromPaise } from '../../rules/money/paise.ts';
import { ediChoiceProblem } from '../../rules/edi/choice.ts';
import { EDI_DISBURSEMENT_STEPS, EDI_PATHS, type LastDisbursementStep } from './screens.ts';
import type {
  Disbursement,
  DisbursementRequest,
  EdiContext,
  EdiEvent,
  EdiInput,
  EdiOfferRead,
  EdiQuote,
} from './types.ts';

export type * from './types.ts';

// EDI loans (issue 31, ADR 050): the offer with the amount and tenure the borrower chooses and the
// daily instalment the lender's calculator gives for them (asked again a moment after each change);
// the disbursement request with the KFS figures, the payout account and the consent, sent once per
// attempt's key; and the last request, shown by its status through EDI_DISBURSEMENT_STEPS, with the
// schedule and what the mandate has collected. Each page reads the lender afresh when it opens.

type Ctx = { context: EdiContext };

const choiceOf = ({ context }: Ctx) => ({ amount: context.amount, tenureDays: context.tenureDays });

/** The choice as the address shows it (rupees, days): a reload keeps it. */
const choiceQuery = (context: EdiContext) => ({
  amount: context.amount === null ? null : wireRupeesFromPaise(context.amount),
  days: context.tenureDays,
});

const quoteInput = ({ context }: Ctx) => ({ amount: context.amount ?? 0, tenureDays: context.tenureDays ?? 0 });

const requestInput = ({ context }: Ctx): DisbursementRequest => ({
  offerId: context.read?.offer?.id ?? '',
  amount: context.quote?.amount ?? context.amount ?? (0 as DisbursementRequest['amount']),
  tenureDays: context.quote?.tenureDays ?? context.tenureDays ?? 0,
  consent: true,
  proposalNumber: context.quote?.kfs.proposalNumber,
  idempotencyKey: `${context.keySeed}-${context.attempt}`,
});

const STEPS: readonly LastDisbursementStep[] = ['waiting', 'repaying', 'unsuccessful'];

/** A failed call goes to `target` with the lender's sentence (§8) or the heavy-load one. */
const failedAs = (target: string): [string, 'showCallError'] => [target, 'showCallError'];

/** The offer read again as a page opens (its alert cleared); `onDone` picks where its answer leads. */
function readingOffer<const TDone extends readonly object[]>(onDone: TDone) {
  return {
    entry: 'clearError',
    invoke: {
      id: 'getEdiOffer',
      src: 'getEdiOffer',
      onDone,
      onError: { target: 'failed', actions: withError('showCallError') },
    },
  } as const;
}

export const ediMachine = setup({
  types: chartTypes<EdiContext, EdiEvent, EdiInput>(),
  actors: {
    // Real implementations: src/journeys/edi/actors.ts.
    getEdiOffer: appCall<EdiOfferRead, void>('getEdiOffer'),
    calculateEdi: appCall<{ quote: EdiQuote }, { amount: number; tenureDays: number }>('calculateEdi'),
    requestDisbursement: appCall<{ disbursement: Disbursement }, DisbursementRequest>('requestDisbursement'),
    getLastDisbursement: appCall<{ disbursement: Disbursement | null }, void>('getLastDisbursement'),
  },
  delays: {
    // The quote is asked once the borrower pauses typing, not on every key.
    typingPause: 400,
  },
  guards: {
    isRequest: ({ context }) => context.place === 'request',
    isLast: ({ context }) => context.place === 'last',
    noOffer: (_, params: EdiOfferRead) => params.offer === null,
    choiceInvalid: ({ context }) =>
      context.read?.offer ? ediChoiceProblem(context.read.offer, choiceOf({ context })) !== null : true,
    readChoiceInvalid: ({ context }, params: EdiOfferRead) =>
      params.offer ? ediChoiceProblem(params.offer, choiceOf({ context })) !== null : true,
    hasQuote: ({ context }) => context.quote !== null,
    // A payout may be asked for with a payout account, no request on its way and nothing overdue.
    mayRequest: ({ context }) =>
      context.read !== null &&
      context.read.bankAccount !== null &&
      context.read.openRequest === null &&
      !context.read.overdue,
    consented: ({ context }) => context.consent,
    noDisbursement: ({ context }) => context.disbursement === null,
    showsAs: ({ context }, params: { step: LastDisbursementStep }) =>
      context.disbursement !== null && EDI_DISBURSEMENT_STEPS[context.disbursement.status] === params.step,
  },
  actions: {
    clearError: assign({ error: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    keepRead: assign((_, params: EdiOfferRead) => ({ read: params, error: null })),
    // The offer's largest amount over its longest tenure, unless the address named a choice.
    chooseDefaults: assign(({ context }, params: EdiOfferRead) => ({
      amount: context.amount ?? params.offer?.maxAmount ?? null,
      tenureDays: context.tenureDays ?? params.offer?.maxTenureDays ?? null,
    })),
    setAmount: assign(({ event }) => (event.type === 'SET_AMOUNT' ? { amount: event.amount, quote: null } : {})),
    setTenure: assign(({ event }) =>
      event.type === 'SET_TENURE' ? { tenureDays: event.tenureDays, quote: null } : {},
    ),
    keepQuote: assign((_, params: { quote: EdiQuote }) => ({ quote: params.quote, error: null })),
    newAttempt: assign(({ context }) => ({ attempt: context.attempt + 1, consent: false, consentMissing: false })),
    setConsent: assign(({ event }) =>
      event.type === 'CONSENT' ? { consent: event.given, consentMissing: false } : {},
    ),
    askConsent: assign({ consentMissing: true }),
    keepDisbursement: assign((_, params: { disbursement: Disbursement | null }) => ({
      disbursement: params.disbursement,
      error: null,
    })),
  },
}).createMachine({
  id: 'edi',
  initial: 'routing',
  context: ({ input }) => ({
    place: input.place,
    read: null,
    amount: input.amount,
    tenureDays: input.tenureDays,
    quote: null,
    consent: false,
    consentMissing: false,
    keySeed: input.keySeed,
    attempt: 0,
    disbursement: null,
    error: null,
  }),
  states: {
    // Nothing shown: the address the chart was opened on names the page.
    routing: {
      always: [{ guard: 'isRequest', target: 'request' }, { guard: 'isLast', target: 'last' }, { target: 'offer' }],
    },
    // EDI loan offer: the amount range, tenure in days, rate and fees, and the daily instalment.
    offer: {
      id: 'ediOffer',
      route: {},
      meta: { route: { path: EDI_PATHS.offer, query: choiceQuery, replace: true } },
      initial: 'loading',
      states: {
        // The Loader while the offer is read.
        loading: readingOffer([
          { guard: withOutput('noOffer'), target: 'none', actions: withOutput('keepRead') },
          { target: 'shown', actions: [withOutput('keepRead'), withOutput('chooseDefaults')] },
        ]),
        // "We could not load your offer" with Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // "You have no EDI loan offer right now", and the way back to the dashboard.
        none: {},
        // The offer with the amount and tenure fields; the quote below them.
        shown: {
          initial: 'checking',
          states: {
            // Nothing new shown: a choice the offer does not allow is not quoted.
            checking: { always: [{ guard: 'choiceInvalid', target: 'invalid' }, { target: 'quoting' }] },
            // The field's sentence ("Choose an amount between …"); no instalment.
            invalid: {},
            // The instalment greyed while the borrower types; quoted after a pause.
            waiting: { after: { typingPause: { target: 'checking' } } },
            // "Working out your daily instalment…"
            quoting: {
              entry: 'clearError',
              ...callStep('calculateEdi', quoteInput, ['quoted', 'keepQuote'], failedAs('quoteFailed')),
            },
            // The daily instalment, interest, fees, APR and net payout; Continue.
            quoted: { on: { CONTINUE: { guard: 'mayRequest', target: '#edi.request' } } },
            // The lender's sentence with Retry.
            quoteFailed: { on: { RETRY: { target: 'quoting' } } },
          },
          on: {
            SET_AMOUNT: { target: '.waiting', actions: 'setAmount' },
            SET_TENURE: { target: '.waiting', actions: 'setTenure' },
            VIEW_LAST: { target: '#edi.last' },
          },
        },
      },
    },
    // Disbursement request: amount, payout account, the KFS summary and consent, Request payout.
    request: {
      id: 'ediRequest',
      route: {},
      meta: { route: { path: EDI_PATHS.request, query: choiceQuery } },
      entry: ['newAttempt', 'clearError'],
      initial: 'checking',
      states: {
        // Nothing shown: from the offer the quote is in hand; opened by its address, it is read.
        checking: { always: [{ guard: 'hasQuote', target: 'form' }, { target: 'loading' }] },
        // The Loader while the offer is read again.
        loading: readingOffer([
          { guard: withOutput('noOffer'), target: '#edi.offer.none', actions: withOutput('keepRead') },
          {
            guard: withOutput('readChoiceInvalid'),
            target: '#edi.offer.shown.invalid',
            actions: withOutput('keepRead'),
          },
          { target: 'quoting', actions: withOutput('keepRead') },
        ]),
        // The Loader while the KFS figures are worked out.
        quoting: callStep('calculateEdi', quoteInput, ['form', 'keepQuote'], failedAs('failed')),
        // "We could not prepare your request" with Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // The request with the KFS and the consent; a refusal's sentence above Request payout.
        form: {
          on: {
            CONSENT: { actions: 'setConsent' },
            SUBMIT: [{ guard: 'consented', target: 'submitting' }, { actions: 'askConsent' }],
            BACK: { target: '#edi.offer.shown.quoted' },
          },
        },
        // Request payout busy: sent once under the attempt's key.
        submitting: {
          entry: 'clearError',
          ...callStep(
            'requestDisbursement',
            requestInput,
            ['#edi.last.deciding', 'keepDisbursement'],
            failedAs('form'),
          ),
        },
      },
    },
    // Last disbursement: its status, and once paid out the schedule, collected so far, next collection.
    last: {
      id: 'ediLast',
      route: {},
      meta: { route: { path: EDI_PATHS.last } },
      initial: 'loading',
      states: {
        // The Loader while the latest request is read (the mandate's collections brought up to date).
        loading: {
          entry: 'clearError',
          ...callStep('getLastDisbursement', undefined, ['deciding', 'keepDisbursement'], failedAs('failed')),
        },
        // Nothing shown: the status → screens table picks the step.
        deciding: {
          always: [
            { guard: 'noDisbursement', target: 'none' },
            ...STEPS.map((step) => ({ guard: { type: 'showsAs' as const, params: { step } }, target: step })),
          ],
        },
        // "We could not load your payout" with Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // "You have not asked for a payout yet", with the way to the offer.
        none: { on: { NEW_REQUEST: { target: '#edi.offer' } } },
        // Requested or approved: on its way to the account; Check again.
        waiting: { on: { REFRESH: { target: 'loading' } } },
        // Paid out: the schedule, collected so far and the next collection; Check again.
        repaying: { on: { REFRESH: { target: 'loading' } } },
        // Failed (with the reason) or cancelled; Request again.
        unsuccessful: { on: { NEW_REQUEST: { target: '#edi.offer' } } },
      },
    },
  },
});

export type EdiMachine = typeof ediMachine;
