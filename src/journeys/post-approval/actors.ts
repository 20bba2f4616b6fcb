import { fromPromise } from 'xstate';
import type {
  ApplicationInput,
  BankDetailsAnswer,
  BankLoad,
  ChequeInput,
  LinkingAnswer,
  LoadApplicationInput,
  LoanDetailsInput,
  OffersLoad,
  PostApprovalLoad,
  QuestionnaireLoad,
  SelectAnswer,
  SelectInput,
} from '../../../machines/post-approval/types.ts';
import type { StepAnswer } from '../../../rules/onboarding/position.ts';
import type { ApiClient } from '../../api/client.ts';
import { getHome } from '../../api/home/get-home.ts';
import { isApiError } from '../../api/errors.ts';
import {
  BANK_FIELD_CODES,
  getBankInfo,
  getBanks,
  lookUpIfsc,
  saveBankDetails,
  uploadCancelledCheque,
} from './api/bank-account/index.ts';
import { type Branch } from '../../../rules/post-approval/bank-account.ts';
import { type AccountType } from '../../../rules/post-approval/bank-account.ts';
import { getAmountChange, getApprovals, getLoanDetails, selectOffer } from './api/offers/index.ts';
import { neutralOrder } from '../../../rules/post-approval/offers.ts';
import type { AmountChangeAnswer, LoanDetails } from '../../../rules/post-approval/offers.ts';
import { getQuestionnaire, submitQuestionnaire } from './api/questionnaire/index.ts';
import { type QuestionAnswers } from '../../../rules/post-approval/questionnaire.ts';
import { getSupplierAccounts, linkSupplierAccounts, submitPostApproval } from './api/supplier-accounts/index.ts';
import { type SupplierLink } from '../../../rules/post-approval/supplier-accounts.ts';

// The post-approval parent's real API actors. The machine names them; the app provides these
// with `.provide({ actors })` (./post-approval-logic.ts).

export interface PostApprovalActorEnvironment {
  /** Home from its owner, the app's session; read here when absent (tests, a journey run alone). */
  readHome?: (known: LoadApplicationInput['known']) => Promise<PostApprovalLoad>;
}

/** A refused IFSC reads as a sentence under the field, whatever the lender's wording. */
const IFSC_UNKNOWN = 'No bank branch has this IFSC. Please check it on your cheque book.';

export function createPostApprovalActors(client: ApiClient, env: PostApprovalActorEnvironment = {}) {
  const readHome = env.readHome ?? (async () => ({ home: await getHome(client, { errors: 'hidden' }) }));
  return {
    loadApplication: fromPromise<PostApprovalLoad, LoadApplicationInput>(({ input }) => readHome(input.known)),
    loadOffers: fromPromise<OffersLoad, ApplicationInput>(async ({ input }) => {
      const approvals = await getApprovals(client, input);
      return {
        approvedAmount: approvals.approvedAmount,
        offers: neutralOrder(approvals.offers),
        selected: approvals.selected,
      };
    }),
    loadAmountChange: fromPromise<AmountChangeAnswer, LoanDetailsInput>(({ input }) => getAmountChange(client, input)),
    selectOffer: fromPromise<SelectAnswer, SelectInput>(({ input }) => selectOffer(client, input)),
    loadLoanDetails: fromPromise<LoanDetails, LoanDetailsInput>(({ input }) => getLoanDetails(client, input)),
    loadBankDetails: fromPromise<BankLoad, ApplicationInput>(async ({ input }) => {
      const [bankInfo, banks] = await Promise.all([getBankInfo(client, input), getBanks(client)]);
      return { bankInfo, banks: banks.banks };
    }),
    lookUpIfsc: fromPromise<Branch, { ifsc: string }>(async ({ input }) => {
      try {
        return await lookUpIfsc(client, input);
      } catch (error) {
        if (isApiError(error) && error.code !== null && error.code in BANK_FIELD_CODES) throw new Error(IFSC_UNKNOWN);
        throw error;
      }
    }),
    saveBankDetails: fromPromise<BankDetailsAnswer, ApplicationInput & Record<string, string>>(({ input }) =>
      saveBankDetails(client, {
        applicationId: input.applicationId,
        ifsc: input['ifsc'] ?? '',
        accountNumber: input['accountNumber'] ?? '',
        confirmAccountNumber: input['confirmAccountNumber'] ?? '',
        accountType: (input['accountType'] ?? 'savings') as AccountType,
        holderName: (input['holderName'] ?? '').trim(),
      }),
    ),
    uploadCheque: fromPromise<StepAnswer, ChequeInput>(({ input }) => uploadCancelledCheque(client, input)),
    loadQuestionnaire: fromPromise<QuestionnaireLoad, ApplicationInput>(({ input }) => getQuestionnaire(client, input)),
    submitAnswers: fromPromise<StepAnswer, ApplicationInput & { answers: QuestionAnswers }>(({ input }) =>
      submitQuestionnaire(client, input),
    ),
    loadSupplierAccounts: fromPromise<{ memberships: LinkingAnswer['memberships'] }, ApplicationInput>(({ input }) =>
      getSupplierAccounts(client, input),
    ),
    linkAccounts: fromPromise<LinkingAnswer, ApplicationInput & { links: SupplierLink[] }>(({ input }) =>
      linkSupplierAccounts(client, input),
    ),
    submitPostApproval: fromPromise<StepAnswer, ApplicationInput>(({ input }) => submitPostApproval(client, input)),
  };
}
