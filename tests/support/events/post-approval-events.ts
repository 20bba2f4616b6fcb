import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PostApprovalContext } from '../../../machines/post-approval/post-approval.machine.ts';
import { postApprovalScreenFor } from '../../../machines/routing/post-approval-access.ts';
import { type PostApprovalScreen } from '../../../machines/routing/post-approval-screens.ts';
import { BANK_FIELDS, bankFormProblems } from '../../../rules/post-approval/bank-account.ts';
import { answerProblem, answersProblems } from '../../../rules/post-approval/questionnaire.ts';
import { sellerIdProblem } from '../../../rules/post-approval/seller-id.ts';
import {
  BANKS,
  BANK_INFOS,
  BRANCH,
  LOAN_DETAILS,
  MEMBERSHIPS,
  OFFERS,
  POST_APPROVAL_POSITIONS,
  QUESTIONS,
  VALID_ANSWERS,
  VALID_BANK_VALUES,
  VALID_SELLER_ID,
  loadAtPosition,
  type PostApprovalPositionName,
} from '../../fixtures/post-approval-samples.ts';
import { named } from './named.ts';

// The sample events of the `postApproval` parent, for both runners: the lender's answers (home at
// each post-approval position, every screen's calls), the typing a user does one field at a time,
// and the addresses a user brings. The browser plans against the sandbox instead of these outputs.

export const LOAD_FAILED = 'Your application is being updated. Please try again.';
export const CALL_FAILED = 'The lender did not answer. Please try again.';

export const postApprovalContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PostApprovalContext;

const ALL = Object.keys(POST_APPROVAL_POSITIONS) as PostApprovalPositionName[];

/** Where the lender puts the application after each screen's step (docs/sandbox.md progression). */
const AFTER: Partial<Record<PostApprovalScreen, PostApprovalPositionName[]>> = {
  offers: ['bankStatement'],
  bankStatement: ['bankDetails'],
  bankDetails: ['cheque', 'documents'],
  documents: ['questionnaire'],
  questionnaire: ['linkAccounts', 'success'],
  linkAccounts: ['success'],
  linkedAccounts: ['success', 'linkAccounts'],
  success: ['mandate'],
};

/** A deep link's first load: one position that allows its screen and one that does not. */
const ENTRY_LOADS: Partial<Record<string, PostApprovalPositionName[]>> = {
  '/signup/bank-details': ['bankDetails', 'offers'],
  '/signup/linked-accounts': ['linkAccounts', 'success'],
};

const stateOf = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;

/** The next answers the lender gives from here: after the current screen's step, or where it stands. */
function nextLoads(context: PostApprovalContext): PostApprovalPositionName[] {
  if (!context.application) return ENTRY_LOADS[context.entry?.pathname ?? ''] ?? ALL;
  // A child answered only the status: home says the next action at that status.
  if (context.application.nextAction === null)
    return ALL.filter((name) => POST_APPROVAL_POSITIONS[name].status === context.application?.status);
  const here = postApprovalScreenFor(context.application);
  const moved = context.screen ? AFTER[context.screen] : undefined;
  const same = ALL.filter((name) => {
    const position = POST_APPROVAL_POSITIONS[name];
    return position.status === context.application?.status && position.nextAction === context.application.nextAction;
  });
  // The lender never moves an application back: a list already linked (success) stays linked.
  const onwards = moved?.filter((name) => same.every((at) => ALL.indexOf(name) >= ALL.indexOf(at)));
  return context.screen === here || context.screen === 'linkedAccounts' ? (onwards ?? same) : same;
}

/** The next bank field a user would type, with a valid value (one field per event keeps the model small). */
function bankTyping(context: PostApprovalContext): AnyEventObject[] {
  const problems = bankFormProblems(context.bank.values);
  const next = BANK_FIELDS.find((field) => problems[field] !== undefined);
  return [
    ...(next ? [{ type: 'FIELD_CHANGED', field: next, value: VALID_BANK_VALUES[next] }] : []),
    { type: 'FIELD_CHANGED', field: 'ifsc', value: 'HDFC' },
  ];
}

function answering(context: PostApprovalContext): AnyEventObject[] {
  const next = context.questions.find((question) => answerProblem(question, context.answers[question.id]) !== null);
  return [
    ...(next ? [{ type: 'ANSWER_CHANGED', id: next.id, value: VALID_ANSWERS[next.id] }] : []),
    { type: 'ANSWER_CHANGED', id: 'employees', value: 'many' },
  ];
}

function linking(context: PostApprovalContext): AnyEventObject[] {
  const next = context.memberships.find((m) => sellerIdProblem(context.sellerIds[m.marketplaceName]) !== null);
  return [
    ...(next ? [{ type: 'SELLER_ID_CHANGED', marketplaceName: next.marketplaceName, value: VALID_SELLER_ID }] : []),
    { type: 'SELLER_ID_CHANGED', marketplaceName: 'shipkart', value: 'x' },
  ];
}

/** Whether the lender holds a seller id for every membership (linked on this visit). */
const linked = (context: PostApprovalContext): boolean =>
  context.memberships.length > 0 && context.memberships.every((m) => m.sellerId);

/** The memberships as the lender answers them: linked ones keep their seller ids. */
const membershipsAnswer = (context: PostApprovalContext) =>
  linked(context)
    ? named('linked memberships', { memberships: [{ ...MEMBERSHIPS[0], sellerId: VALID_SELLER_ID }] })
    : named('memberships', { memberships: MEMBERSHIPS });

/** The screens the address bar may open beside another (the others are only ever the current one). */
const ROUTED: PostApprovalScreen[] = ['offers', 'loanDetails', 'linkAccounts', 'linkedAccounts'];

const answer = (name: PostApprovalPositionName) => named(name, { application: POST_APPROVAL_POSITIONS[name] });

export function postApprovalEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = postApprovalContextOf(snapshot);
  const state = stateOf(snapshot);
  // Linked on this visit, the lender never asks for the links again: it is at success.
  const loads = [
    ...new Set(nextLoads(context).map((name) => (linked(context) && name === 'linkAccounts' ? 'success' : name))),
  ];
  const answers = (AFTER[state as PostApprovalScreen] ?? []).map(answer);
  return [
    ...loads.map((name) => ({ type: 'xstate.done.actor.loadApplication', output: named(name, loadAtPosition(name)) })),
    { type: 'xstate.error.actor.loadApplication', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    // Offers and loan details.
    {
      type: 'xstate.done.actor.loadOffers',
      output: named('two offers', { approvedAmount: 360000, offers: OFFERS, selected: null }),
    },
    { type: 'xstate.error.actor.loadOffers', error: new Error(CALL_FAILED) },
    {
      type: 'xstate.done.actor.loadAmountChange',
      output: named('range', { nbfcName: 'arthika', amountChange: { min: 50000, max: 360000, step: 1000 } }),
    },
    { type: 'xstate.error.actor.loadAmountChange', error: new Error(CALL_FAILED) },
    { type: 'CHOOSE_OFFER', nbfcName: 'arthika' },
    { type: 'AMOUNT_CHANGED', amount: '10' },
    { type: 'AMOUNT_CHANGED', amount: '200000' },
    { type: 'VIEW_DETAILS', nbfcName: 'kosh' },
    { type: 'SUBMIT' },
    ...answers.map((output) => ({ type: 'xstate.done.actor.selectOffer', output: { ...output, loanId: 'loan-1' } })),
    { type: 'xstate.error.actor.selectOffer', error: new Error(CALL_FAILED) },
    { type: 'xstate.done.actor.loadLoanDetails', output: named('key facts', { ...LOAN_DETAILS }) },
    { type: 'xstate.error.actor.loadLoanDetails', error: new Error(CALL_FAILED) },
    { type: 'BACK' },
    // The children.
    { type: 'xstate.done.actor.bankStatement', output: { status: 'bankStatementUploaded' } },
    { type: 'xstate.done.actor.documents', output: { status: 'documentUploaded' } },
    // Bank details.
    ...(['none', 'verified'] as const).map((info) => ({
      type: 'xstate.done.actor.loadBankDetails',
      output: named(`account ${info}`, { bankInfo: BANK_INFOS[info], banks: BANKS }),
    })),
    { type: 'xstate.error.actor.loadBankDetails', error: new Error(CALL_FAILED) },
    ...bankTyping(context),
    // Typing a new IFSC over the one being looked up.
    ...(snapshot.matches({ bankDetails: 'lookingUp' })
      ? [{ type: 'FIELD_CHANGED', field: 'ifsc', value: 'SBIN0001000' }]
      : []),
    { type: 'xstate.done.actor.lookUpIfsc', output: named('branch', { ...BRANCH }) },
    { type: 'xstate.error.actor.lookUpIfsc', error: new Error('No bank branch has this IFSC.') },
    ...answers.map((output) => ({
      type: 'xstate.done.actor.saveBankDetails',
      output: { ...output, verification: { result: 'matched', nameAtBank: 'ASHA VERMA' } },
    })),
    {
      type: 'xstate.done.actor.saveBankDetails',
      output: named('name mismatch', {
        application: POST_APPROVAL_POSITIONS.bankDetails,
        verification: { result: 'nameMismatch', nameAtBank: 'SHREE GANESH TRADERS' },
      }),
    },
    { type: 'xstate.error.actor.saveBankDetails', error: new Error(CALL_FAILED) },
    { type: 'EDIT' },
    { type: 'CHEQUE_CHOSEN', file: named('cheque.png', new File(['png'], 'cheque.png', { type: 'image/png' })) },
    { type: 'xstate.done.actor.uploadCheque', output: answer('documents') },
    { type: 'xstate.error.actor.uploadCheque', error: new Error(CALL_FAILED) },
    // Questionnaire.
    {
      type: 'xstate.done.actor.loadQuestionnaire',
      output: named('questions', { questions: QUESTIONS, submitted: false }),
    },
    {
      type: 'xstate.done.actor.loadQuestionnaire',
      output: named('answered', { questions: QUESTIONS, submitted: true }),
    },
    { type: 'xstate.error.actor.loadQuestionnaire', error: new Error(CALL_FAILED) },
    ...answering(context),
    ...answers.map((output) => ({ type: 'xstate.done.actor.submitAnswers', output })),
    { type: 'xstate.error.actor.submitAnswers', error: new Error(CALL_FAILED) },
    // Supplier accounts.
    { type: 'xstate.done.actor.loadSupplierAccounts', output: membershipsAnswer(context) },
    { type: 'xstate.error.actor.loadSupplierAccounts', error: new Error(CALL_FAILED) },
    { type: 'xstate.done.actor.loadLinkedAccounts', output: membershipsAnswer(context) },
    { type: 'xstate.error.actor.loadLinkedAccounts', error: new Error(CALL_FAILED) },
    ...linking(context),
    {
      type: 'xstate.done.actor.linkAccounts',
      output: named('linked', {
        application: POST_APPROVAL_POSITIONS.success,
        memberships: [{ ...MEMBERSHIPS[0], sellerId: VALID_SELLER_ID }],
      }),
    },
    { type: 'xstate.error.actor.linkAccounts', error: new Error(CALL_FAILED) },
    { type: 'CONTINUE' },
    // Success.
    ...answers.map((output) => ({ type: 'xstate.done.actor.submitPostApproval', output })),
    { type: 'xstate.error.actor.submitPostApproval', error: new Error(CALL_FAILED) },
    // The address bar: every screen (loan details with its lender).
    ...ROUTED.map((to) => ({
      type: 'xstate.route',
      to: `#${to}`,
      params: to === 'loanDetails' ? { nbfcName: 'arthika' } : {},
      query: {},
    })),
  ];
}

const bankFilled = (context: PostApprovalContext) =>
  5 - Object.keys(bankFormProblems(context.bank.values)).length + (context.bank.branch ? 10 : 0);

// What a state's guards and handlers read, and only while on its screen: typing left behind on an
// earlier screen does not make a later state another one (the model would multiply otherwise).
export const serializePostApprovalState = (snapshot: AnyMachineSnapshot): string => {
  const context = postApprovalContextOf(snapshot);
  const screen = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  const amount = context.choice.amount === '' ? 'limit' : context.choice.amount.length;
  const choice = `${context.choice.nbfcName}:${amount}:${context.amountChange ? 'range' : 'fixed'}`;
  return JSON.stringify({
    value: snapshot.value,
    at: context.application ? `${context.application.status}/${context.application.nextAction}` : null,
    entry: context.entry?.pathname ?? null,
    ...(screen === 'offers' && { choice }),
    ...(screen === 'bankDetails' && {
      bank: bankFilled(context),
      verification: context.bank.verification?.result ?? null,
    }),
    ...(screen === 'questionnaire' && {
      answers: Object.keys(answersProblems(context.questions, context.answers)).length,
    }),
    ...((screen === 'linkAccounts' || screen === 'linkedAccounts') && {
      sellers: Object.values(context.sellerIds).join(','),
    }),
  });
};
