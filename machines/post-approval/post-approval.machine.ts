import { assign, setup } from 'xstate';
import { amountProblem } from '../../rules/post-approval/offers.ts';
import type { AmountChangeAnswer, LoanDetails, Offer } from '../../rules/post-approval/offers.ts';
import { IFSC_LENGTH, bankFormProblems, ifscProblem, normaliseIfsc } from '../../rules/post-approval/bank-account.ts';
import type { Branch } from '../../rules/post-approval/bank-account.ts';
import { answersProblems } from '../../rules/post-approval/questionnaire.ts';
import { sellerIdProblem } from '../../rules/post-approval/seller-id.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { callAndChoose, callStep } from '../kit/call-step.ts';
import { loadThenDecide } from '../kit/load-then-decide.ts';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { postApprovalHandOver } from '../routing/post-approval-access.ts';
import {
  LINK_ACTION,
  POST_APPROVAL_PATHS,
  POST_APPROVAL_SCREENS,
  type PostApprovalScreen,
} from '../routing/post-approval-screens.ts';
import { bankStatementMachine } from './bank-statement.machine.ts';
import { documentsMachine } from './documents.machine.ts';
import { bankDraftOf, bankValuesFrom, branchFrom, canOpen, decide, draftFor, withDraft } from './decide.ts';
import type {
  BankDetailsAnswer,
  BankLoad,
  ChequeInput,
  ChildInput,
  ChildOutput,
  LinkingAnswer,
  LoadApplicationInput,
  LoanDetailsInput,
  OffersLoad,
  PostApprovalContext,
  PostApprovalDraftScreen,
  PostApprovalEvent,
  PostApprovalInput,
  PostApprovalLoad,
  QuestionnaireLoad,
  SelectAnswer,
  SelectInput,
  ApplicationInput,
} from './types.ts';
import type { StepAnswer } from '../../rules/onboarding/position.ts';
import type { QuestionAnswers } from '../../rules/post-approval/questionnaire.ts';
import type { SupplierLink } from '../../rules/post-approval/supplier-accounts.ts';
import { chartTypes } from '../kit/chart-types.ts';

export * from './types.ts';
export { canOpen, decide } from './decide.ts';

// The post-approval journey (ADR 008): ONE actor per approved applicant, started from home like
// onboarding. It loads the application's position, decides the screen from the lender's answer
// (postApprovalScreenFor over the status table), and after every answer decides again: the next
// screen is never a fixed order. The bank statement and the documents are child journeys; the
// URL follows the state (ADR 003), and an address the position does not allow is refused.

const DECIDED = POST_APPROVAL_SCREENS.filter((screen) => screen !== 'handOver' && screen !== 'loanDetails');

const applicationInput = ({ context }: { context: PostApprovalContext }): ApplicationInput => ({
  applicationId: context.application?.id ?? '',
});

const childInput = ({ context }: { context: PostApprovalContext }): ChildInput => ({
  applicationId: context.application?.id ?? '',
  loanId: context.loanId ?? context.home?.application.latestLoanId ?? null,
});

/**
 * A screen, noted on entry. `routable`: the address bar may open it when the position allows it.
 * Only screens a position allows beside another one are (offers from loan details, the two
 * supplier-account screens); the others are only ever the current screen, which a route event
 * would re-enter, so they take no route (like onboarding's decided screens, ADR 006).
 */
function screenState<const TScreen extends Exclude<PostApprovalScreen, 'handOver'>>(screen: TScreen) {
  return { id: screen, entry: { type: 'noteScreen', params: { screen } } } as const;
}

function routableScreen<const TScreen extends Exclude<PostApprovalScreen, 'handOver'>>(screen: TScreen) {
  return { ...screenState(screen), route: { guard: { type: 'canOpen', params: { screen } } } } as const;
}

/** A child journey's screen: the child runs as the screen's id; its status answer reloads the journey. */
function childState<const TChild extends 'bankStatement' | 'documents'>(child: TChild) {
  return {
    ...screenState(child),
    meta: { route: { path: POST_APPROVAL_PATHS[child] } },
    invoke: {
      id: child,
      src: child,
      input: childInput,
      onDone: { target: 'loading', actions: withOutput('noteChildStatus') },
    },
  } as const;
}

const emptyBank = (): PostApprovalContext['bank'] => ({
  values: bankValuesFrom({}),
  errors: {},
  branch: null,
  banks: [],
  info: null,
  verification: null,
});

// What this chart's calls are given.
const loadAmountChangeInput = ({ context }: { context: PostApprovalContext }) => ({
  applicationId: context.application?.id ?? '',
  nbfcName: context.choice.nbfcName,
});

const loadLoanDetailsInput = ({ context }: { context: PostApprovalContext }) => ({
  applicationId: context.application?.id ?? '',
  nbfcName: context.nbfcName ?? '',
});

export const postApprovalMachine = setup({
  types: chartTypes<PostApprovalContext, PostApprovalEvent, PostApprovalInput>(),
  actors: {
    // Real implementations: src/journeys/post-approval/actors.ts.
    loadApplication: appCall<PostApprovalLoad, LoadApplicationInput>('loadApplication'),
    loadOffers: appCall<OffersLoad, ApplicationInput>('loadOffers'),
    loadAmountChange: appCall<AmountChangeAnswer, LoanDetailsInput>('loadAmountChange'),
    selectOffer: appCall<SelectAnswer, SelectInput>('selectOffer'),
    loadLoanDetails: appCall<LoanDetails, LoanDetailsInput>('loadLoanDetails'),
    loadBankDetails: appCall<BankLoad, ApplicationInput>('loadBankDetails'),
    lookUpIfsc: appCall<Branch, { ifsc: string }>('lookUpIfsc'),
    saveBankDetails: appCall<BankDetailsAnswer, ApplicationInput & Record<string, string>>('saveBankDetails'),
    uploadCheque: appCall<StepAnswer, ChequeInput>('uploadCheque'),
    loadQuestionnaire: appCall<QuestionnaireLoad, ApplicationInput>('loadQuestionnaire'),
    submitAnswers: appCall<StepAnswer, ApplicationInput & { answers: QuestionAnswers }>('submitAnswers'),
    loadSupplierAccounts: appCall<{ memberships: LinkingAnswer['memberships'] }, ApplicationInput>(
      'loadSupplierAccounts',
    ),
    linkAccounts: appCall<LinkingAnswer, ApplicationInput & { links: SupplierLink[] }>('linkAccounts'),
    submitPostApproval: appCall<StepAnswer, ApplicationInput>('submitPostApproval'),
    // The child journeys; the app provides them with their own calls.
    bankStatement: bankStatementMachine,
    documents: documentsMachine,
  },
  guards: {
    decides: ({ context }, params: { screen: PostApprovalScreen }) => decide(context) === params.screen,
    canOpen: ({ context }, params: { screen: PostApprovalScreen }) => canOpen(context, params.screen),
    canOpenDetails: ({ context, event }) =>
      event.type === 'xstate.route' && canOpen(context, 'loanDetails') && typeof event.params?.nbfcName === 'string',
    offerAcceptable: ({ context }) => {
      const offer = chosenOffer(context);
      if (!offer) return false;
      return context.choice.amount === '' || amountProblem(offer, Number(context.choice.amount)) === null;
    },
    nothingChosen: ({ context }) => context.choice.nbfcName === '',
    fullLimitChosen: ({ context }) => chosenOffer(context) !== null && context.choice.amount === '',
    // A complete, well-formed IFSC is looked up at once, so branch and city show as it is typed.
    completesIfsc: ({ event }) =>
      event.type === 'FIELD_CHANGED' &&
      event.field === 'ifsc' &&
      normaliseIfsc(event.value).length === IFSC_LENGTH &&
      ifscProblem(event.value) === null,
    bankFormValid: ({ context }) =>
      Object.keys(bankFormProblems(context.bank.values)).length === 0 && context.bank.branch !== null,
    accountVerified: (_, params: BankDetailsAnswer) => params.verification.result === 'matched',
    chequeAwaited: (_, params: BankLoad) =>
      params.bankInfo.bankAccount !== null && params.bankInfo.chequeRequired && params.bankInfo.cheque === null,
    alreadyAnswered: (_, params: QuestionnaireLoad) => params.submitted,
    answersValid: ({ context }) => Object.keys(answersProblems(context.questions, context.answers)).length === 0,
    linksValid: ({ context }) =>
      context.memberships.every(
        (membership) => sellerIdProblem(context.sellerIds[membership.marketplaceName]) === null,
      ),
  },
  actions: {
    acceptLoad: assign((_, params: PostApprovalLoad) => ({
      home: params.home,
      problem: null,
      loanId: params.home.application.latestLoanId,
      application: {
        id: params.home.application.id,
        status: params.home.application.status.value,
        subStatus: params.home.application.subStatus,
        nextAction: params.home.application.nextAction,
        percentCompleted: params.home.percentCompleted,
      },
    })),
    acceptAnswer: assign((_, params: StepAnswer) => ({ application: params.application, problem: null })),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
    clearProblem: assign({ problem: null }),
    // A child's last answer moved the application: the position is told so, and home (which still
    // says where it was) is read again for the next action (the child answers only the status).
    noteChildStatus: assign(({ context }, params: ChildOutput) => ({
      application: context.application && { ...context.application, status: params.status, nextAction: null },
    })),
    clearEntry: assign({ entry: null }),
    noteScreen: assign((_, params: { screen: PostApprovalScreen | null }) => ({ screen: params.screen })),
    // Offers.
    acceptOffers: assign(({ context }, params: OffersLoad) => {
      const draft = draftFor(context, 'offers');
      const only = params.offers.length === 1 ? params.offers[0]!.nbfcName : '';
      const drafted = params.offers.some((offer) => offer.nbfcName === draft['nbfcName']) ? draft['nbfcName']! : '';
      return {
        offers: params.offers,
        approvedAmount: params.approvedAmount,
        amountChange: null,
        choice: { nbfcName: drafted || only, amount: drafted ? (draft['amount'] ?? '') : '' },
        problem: null,
      };
    }),
    choose: assign(({ event }) =>
      event.type === 'CHOOSE_OFFER'
        ? { choice: { nbfcName: event.nbfcName, amount: '' }, amountChange: null, problem: null }
        : {},
    ),
    setAmount: assign(({ context, event }) =>
      event.type === 'AMOUNT_CHANGED' ? { choice: { ...context.choice, amount: event.amount }, problem: null } : {},
    ),
    keepAmountChange: assign((_, params: AmountChangeAnswer) => ({ amountChange: params.amountChange })),
    // Without the lender's answer the amount cannot change: its limit is what is asked for.
    noteAmountUnknown: assign(({ context }, params: { error: unknown }) => ({
      amountChange: null,
      choice: { ...context.choice, amount: '' },
      problem: messageOf(params.error),
    })),
    explainOffer: assign(({ context }) => {
      const offer = chosenOffer(context);
      if (!offer) return { problem: 'Choose one of the offers to continue' };
      return { problem: amountProblem(offer, Number(context.choice.amount)) };
    }),
    keepLoanId: assign((_, params: SelectAnswer) => ({ loanId: params.loanId })),
    noteDetailsOf: assign(({ event }) =>
      event.type === 'VIEW_DETAILS' || event.type === 'xstate.route'
        ? { nbfcName: String(event.type === 'VIEW_DETAILS' ? event.nbfcName : event.params['nbfcName']), details: null }
        : {},
    ),
    keepDetails: assign((_, params: LoanDetails) => ({ details: params, problem: null })),
    // Bank details.
    acceptBank: assign(({ context }, params: BankLoad) => ({
      bank: {
        ...emptyBank(),
        values: bankValuesFrom(draftFor(context, 'bankDetails')),
        branch: branchFrom(draftFor(context, 'bankDetails')),
        banks: params.banks,
        info: params.bankInfo,
      },
      problem: null,
    })),
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      const value = event.field === 'ifsc' ? normaliseIfsc(event.value) : event.value;
      const { [event.field]: _cleared, ...errors } = context.bank.errors;
      const branch = event.field === 'ifsc' ? null : context.bank.branch;
      return { bank: { ...context.bank, values: { ...context.bank.values, [event.field]: value }, errors, branch } };
    }),
    keepBranch: assign(({ context }, params: Branch) => ({ bank: { ...context.bank, branch: params } })),
    noteIfscProblem: assign(({ context }, params: { error: unknown }) => ({
      bank: { ...context.bank, errors: { ...context.bank.errors, ifsc: messageOf(params.error) } },
    })),
    showBankErrors: assign(({ context }) => {
      const errors = bankFormProblems(context.bank.values);
      if (!errors.ifsc && context.bank.branch === null) errors.ifsc = 'Look up your branch: check the IFSC';
      return { bank: { ...context.bank, errors } };
    }),
    keepVerification: assign(({ context }, params: BankDetailsAnswer) => ({
      bank: { ...context.bank, verification: params.verification },
    })),
    // Questionnaire.
    acceptQuestions: assign(({ context }, params: QuestionnaireLoad) => ({
      questions: params.questions,
      answers: draftFor(context, 'questionnaire'),
      answerErrors: {},
      problem: null,
    })),
    setAnswer: assign(({ context, event }) => {
      if (event.type !== 'ANSWER_CHANGED') return {};
      const { [event.id]: _cleared, ...answerErrors } = context.answerErrors;
      return { answers: { ...context.answers, [event.id]: event.value }, answerErrors };
    }),
    showAnswerErrors: assign(({ context }) => ({ answerErrors: answersProblems(context.questions, context.answers) })),
    // Supplier accounts.
    acceptMemberships: assign(({ context }, params: { memberships: LinkingAnswer['memberships'] }) => {
      const draft = draftFor(context, 'linkAccounts');
      const sellerIds = Object.fromEntries(
        params.memberships.map((m) => [m.marketplaceName, draft[m.marketplaceName] ?? m.sellerId ?? '']),
      );
      return { memberships: params.memberships, sellerIds, sellerIdErrors: {}, problem: null };
    }),
    setSellerId: assign(({ context, event }) => {
      if (event.type !== 'SELLER_ID_CHANGED') return {};
      const { [event.marketplaceName]: _cleared, ...sellerIdErrors } = context.sellerIdErrors;
      return { sellerIds: { ...context.sellerIds, [event.marketplaceName]: event.value }, sellerIdErrors };
    }),
    showSellerIdErrors: assign(({ context }) => ({
      sellerIdErrors: Object.fromEntries(
        context.memberships.flatMap((m) => {
          const problem = sellerIdProblem(context.sellerIds[m.marketplaceName]);
          return problem ? [[m.marketplaceName, problem]] : [];
        }),
      ),
    })),
    // Drafts: kept in the context as typed, written by the app (saveDrafts), forgotten once sent.
    noteDraft: assign(({ context }, params: { screen: PostApprovalDraftScreen }) => {
      const values: Record<PostApprovalDraftScreen, Record<string, string>> = {
        offers: { nbfcName: context.choice.nbfcName, amount: context.choice.amount },
        bankDetails: bankDraftOf(context.bank.values, context.bank.branch),
        questionnaire: context.answers,
        linkAccounts: context.sellerIds,
      };
      return { drafts: withDraft(context, params.screen, values[params.screen]) };
    }),
    forgetDraft: assign(({ context }, params: { screen: PostApprovalDraftScreen }) => ({
      drafts: withDraft(context, params.screen, null),
    })),
    // Injected: writes context.drafts to the browser's storage.
    saveDrafts: () => notProvided('saveDrafts'),
  },
}).createMachine({
  id: 'postApproval',
  initial: 'loading',
  context: ({ input }) => ({
    application: null,
    home: null,
    entry: input.entry,
    drafts: input.drafts,
    problem: null,
    screen: null,
    loanId: null,
    offers: [],
    approvedAmount: null,
    choice: { nbfcName: '', amount: '' },
    amountChange: null,
    nbfcName: null,
    details: null,
    bank: emptyBank(),
    questions: [],
    answers: {},
    answerErrors: {},
    memberships: [],
    sellerIds: {},
    sellerIdErrors: {},
  }),
  states: {
    // The Loader while home loads, Retry, and the screen the position calls for.
    ...loadThenDecide({ load: 'loadApplication', decides: DECIDED, otherwise: 'handOver' }),
    // Loan offers: every lender's limit, tenure, interest, APR and fee; choose one (and an amount).
    offers: {
      ...routableScreen('offers'),
      meta: { route: { path: POST_APPROVAL_PATHS.offers } },
      initial: 'loading',
      states: {
        // A Loader while the approvals load.
        loading: callStep(
          'loadOffers',
          applicationInput,
          ['checkingAmount', 'acceptOffers'],
          ['failed', 'noteProblem'],
        ),
        // The chosen lender (or the one a reload restored) is asked whether its amount may change.
        checkingAmount: {
          always: { guard: 'nothingChosen', target: 'choosing' },
          ...callStep(
            'loadAmountChange',
            loadAmountChangeInput,
            ['choosing', 'keepAmountChange'],
            ['choosing', 'noteAmountUnknown'],
          ),
          on: {
            // Another lender picked before the answer came: that one is asked instead.
            CHOOSE_OFFER: {
              target: 'checkingAmount',
              reenter: true,
              actions: ['choose', { type: 'noteDraft', params: { screen: 'offers' } }, 'saveDrafts'],
            },
            // Continue tapped right after the lender: the full limit needs no answer about the amount,
            // so the choice is sent at once instead of the tap being lost while the field appears.
            SUBMIT: { guard: 'fullLimitChosen', target: 'selecting' },
          },
        },
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // The list; the chosen offer's amount field when its lender allows a change.
        choosing: {
          on: {
            CHOOSE_OFFER: {
              target: 'checkingAmount',
              actions: ['choose', { type: 'noteDraft', params: { screen: 'offers' } }, 'saveDrafts'],
            },
            AMOUNT_CHANGED: {
              actions: ['setAmount', { type: 'noteDraft', params: { screen: 'offers' } }, 'saveDrafts'],
            },
            VIEW_DETAILS: { target: '#loanDetails', actions: 'noteDetailsOf' },
            SUBMIT: [{ guard: 'offerAcceptable', target: 'selecting' }, { actions: 'explainOffer' }],
          },
        },
        // The choice is being sent (select-nbfc).
        selecting: {
          invoke: {
            id: 'selectOffer',
            src: 'selectOffer',
            input: ({ context }) => ({
              applicationId: context.application?.id ?? '',
              nbfcName: context.choice.nbfcName,
              ...(context.choice.amount === '' ? {} : { amount: Number(context.choice.amount) }),
            }),
            onDone: {
              target: '#postApproval.deciding',
              actions: [
                withOutput('acceptAnswer'),
                withOutput('keepLoanId'),
                { type: 'forgetDraft', params: { screen: 'offers' } },
                'saveDrafts',
              ],
            },
            onError: { target: 'choosing', actions: withError('noteProblem') },
          },
        },
      },
    },
    // One offer's key facts (/:nbfcName/loan-details), with the way back to the offers.
    loanDetails: {
      id: 'loanDetails',
      route: { guard: 'canOpenDetails', actions: 'noteDetailsOf' },
      entry: { type: 'noteScreen', params: { screen: 'loanDetails' } },
      meta: { route: { path: POST_APPROVAL_PATHS.loanDetails } },
      initial: 'loading',
      on: { BACK: { target: 'offers' } },
      states: {
        // A Loader while the facts load.
        loading: callStep('loadLoanDetails', loadLoanDetailsInput, ['shown', 'keepDetails'], ['failed', 'noteProblem']),
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // The facts.
        shown: {},
      },
    },
    // The bank statement child journey (upload, net banking, Account Aggregator, skip).
    bankStatement: {
      ...childState('bankStatement'),
    },
    // Bank details: IFSC lookup, the account twice, type and holder; the penny drop; the cheque.
    bankDetails: {
      ...screenState('bankDetails'),
      meta: { route: { path: POST_APPROVAL_PATHS.bankDetails } },
      initial: 'loading',
      states: {
        // A Loader while the saved account and the banks load.
        loading: callAndChoose('loadBankDetails', applicationInput, 'chequeAwaited', ['cheque', 'form'], 'acceptBank', [
          'failed',
          'noteProblem',
        ]),
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // The form.
        form: {
          on: {
            FIELD_CHANGED: [
              {
                guard: 'completesIfsc',
                target: 'lookingUp',
                actions: ['setField', { type: 'noteDraft', params: { screen: 'bankDetails' } }, 'saveDrafts'],
              },
              { actions: ['setField', { type: 'noteDraft', params: { screen: 'bankDetails' } }, 'saveDrafts'] },
            ],
            SUBMIT: [{ guard: 'bankFormValid', target: 'verifying' }, { actions: 'showBankErrors' }],
          },
        },
        // The form, while the branch of the typed IFSC is looked up.
        lookingUp: {
          invoke: {
            id: 'lookUpIfsc',
            src: 'lookUpIfsc',
            input: ({ context }) => ({ ifsc: context.bank.values.ifsc }),
            onDone: {
              target: 'form',
              actions: [
                withOutput('keepBranch'),
                { type: 'noteDraft', params: { screen: 'bankDetails' } },
                'saveDrafts',
              ],
            },
            onError: { target: 'form', actions: withError('noteIfscProblem') },
          },
          on: {
            FIELD_CHANGED: [
              {
                guard: 'completesIfsc',
                target: 'lookingUp',
                reenter: true,
                actions: ['setField', { type: 'noteDraft', params: { screen: 'bankDetails' } }, 'saveDrafts'],
              },
              {
                target: 'form',
                actions: ['setField', { type: 'noteDraft', params: { screen: 'bankDetails' } }, 'saveDrafts'],
              },
            ],
          },
        },
        // The account is saved and verified by the bank (penny drop).
        verifying: {
          entry: 'clearProblem',
          invoke: {
            id: 'saveBankDetails',
            src: 'saveBankDetails',
            input: ({ context }) => ({ applicationId: context.application?.id ?? '', ...context.bank.values }),
            onDone: [
              {
                guard: { type: 'accountVerified', params: ({ event }) => event.output },
                target: '#postApproval.deciding',
                actions: [
                  withOutput('acceptAnswer'),
                  { type: 'forgetDraft', params: { screen: 'bankDetails' } },
                  'saveDrafts',
                ],
              },
              { target: 'unverified', actions: withOutput('keepVerification') },
            ],
            onError: { target: 'form', actions: withError('noteProblem') },
          },
        },
        // The bank's answer: the name differs, or the account does not exist; what to do next.
        unverified: { on: { EDIT: { target: 'form' } } },
        // The verified account, and the cancelled cheque the lender asks for.
        cheque: { on: { CHEQUE_CHOSEN: { target: 'uploadingCheque' } } },
        // The cheque is uploading.
        uploadingCheque: {
          entry: 'clearProblem',
          invoke: {
            id: 'uploadCheque',
            src: 'uploadCheque',
            input: ({ context, event }) => ({
              applicationId: context.application?.id ?? '',
              file: (event as Extract<PostApprovalEvent, { type: 'CHEQUE_CHOSEN' }>).file,
            }),
            onDone: { target: '#postApproval.deciding', actions: withOutput('acceptAnswer') },
            onError: { target: 'cheque', actions: withError('noteProblem') },
          },
        },
      },
    },
    // The documents child journey (upload-documents, additional-documents).
    documents: {
      ...childState('documents'),
    },
    // The lender's questions.
    questionnaire: {
      ...screenState('questionnaire'),
      meta: { route: { path: POST_APPROVAL_PATHS.questionnaire } },
      initial: 'loading',
      states: {
        // A Loader while the questions load; answers already sent mean home is out of date.
        loading: {
          invoke: {
            id: 'loadQuestionnaire',
            src: 'loadQuestionnaire',
            input: applicationInput,
            onDone: [
              {
                guard: { type: 'alreadyAnswered', params: ({ event }) => event.output },
                target: '#postApproval.loading',
              },
              { target: 'answering', actions: withOutput('acceptQuestions') },
            ],
            onError: { target: 'failed', actions: withError('noteProblem') },
          },
        },
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // The questions and Submit.
        answering: {
          on: {
            ANSWER_CHANGED: {
              actions: ['setAnswer', { type: 'noteDraft', params: { screen: 'questionnaire' } }, 'saveDrafts'],
            },
            SUBMIT: [{ guard: 'answersValid', target: 'submitting' }, { actions: 'showAnswerErrors' }],
          },
        },
        // The answers are being sent (once: the button is busy meanwhile).
        submitting: {
          entry: 'clearProblem',
          invoke: {
            id: 'submitAnswers',
            src: 'submitAnswers',
            input: ({ context }) => ({
              applicationId: context.application?.id ?? '',
              answers: toAnswersOf(context),
            }),
            onDone: {
              target: '#postApproval.deciding',
              actions: [
                withOutput('acceptAnswer'),
                { type: 'forgetDraft', params: { screen: 'questionnaire' } },
                'saveDrafts',
              ],
            },
            onError: { target: 'answering', actions: withError('noteProblem') },
          },
        },
      },
    },
    // Link supplier accounts: the seller id on each marketplace the applicant sells on.
    linkAccounts: {
      ...routableScreen('linkAccounts'),
      meta: { route: { path: POST_APPROVAL_PATHS.linkAccounts, params: () => ({ action: LINK_ACTION }) } },
      initial: 'loading',
      states: {
        // A Loader while the memberships load.
        loading: callStep(
          'loadSupplierAccounts',
          applicationInput,
          ['editing', 'acceptMemberships'],
          ['failed', 'noteProblem'],
        ),
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // One seller id per marketplace, and Link.
        editing: {
          on: {
            SELLER_ID_CHANGED: {
              actions: ['setSellerId', { type: 'noteDraft', params: { screen: 'linkAccounts' } }, 'saveDrafts'],
            },
            SUBMIT: [{ guard: 'linksValid', target: 'linking' }, { actions: 'showSellerIdErrors' }],
          },
        },
        // The links are being sent; the linked list follows.
        linking: {
          entry: 'clearProblem',
          invoke: {
            id: 'linkAccounts',
            src: 'linkAccounts',
            input: ({ context }) => ({
              applicationId: context.application?.id ?? '',
              links: context.memberships.map((m) => ({
                marketplaceName: m.marketplaceName,
                sellerId: (context.sellerIds[m.marketplaceName] ?? '').trim(),
              })),
            }),
            onDone: {
              target: '#linkedAccounts.shown',
              actions: [
                withOutput('acceptMemberships'),
                { type: 'forgetDraft', params: { screen: 'linkAccounts' } },
                'saveDrafts',
              ],
            },
            onError: { target: 'editing', actions: withError('noteProblem') },
          },
        },
      },
    },
    // Linked suppliers: what is linked; Continue asks the lender what comes next.
    linkedAccounts: {
      ...routableScreen('linkedAccounts'),
      meta: { route: { path: POST_APPROVAL_PATHS.linkedAccounts } },
      initial: 'loading',
      on: { EDIT: { target: 'linkAccounts' }, CONTINUE: { target: 'loading' } },
      states: {
        // A Loader while the links load (opened from the address bar).
        loading: callStep(
          'loadSupplierAccounts',
          applicationInput,
          ['shown', 'acceptMemberships'],
          ['failed', 'noteProblem'],
          'loadLinkedAccounts',
        ),
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // The list.
        shown: {},
      },
    },
    // Success: everything the lender asked for is in; Continue submits and hands over to the mandate.
    success: {
      ...screenState('success'),
      meta: { route: { path: POST_APPROVAL_PATHS.success } },
      initial: 'ready',
      states: {
        // The summary and Continue.
        ready: { on: { SUBMIT: { target: 'submitting' } } },
        // The post-approval submission is being sent.
        submitting: {
          entry: 'clearProblem',
          ...callStep(
            'submitPostApproval',
            applicationInput,
            ['#postApproval.deciding', 'acceptAnswer'],
            ['ready', 'noteProblem'],
          ),
        },
      },
    },
    // Not this journey's position (the mandate next, or not approved yet): the address is handed over.
    handOver: {
      meta: { route: { handOver: (context) => context.application && postApprovalHandOver(context.application) } },
      entry: { type: 'noteScreen', params: { screen: 'handOver' } },
    },
  },
});

/** The chosen offer, with the amount range its lender answered (not the one the list advertised). */
function chosenOffer(context: PostApprovalContext): Offer | null {
  const offer = context.offers.find((candidate) => candidate.nbfcName === context.choice.nbfcName);
  return offer ? { ...offer, amountChange: context.amountChange } : null;
}

function toAnswersOf(context: PostApprovalContext): QuestionAnswers {
  const answers: QuestionAnswers = {};
  for (const question of context.questions) {
    const value = (context.answers[question.id] ?? '').trim();
    if (value !== '') answers[question.id] = question.kind === 'number' ? Number(value) : value;
  }
  return answers;
}
