import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import {
  getGuarantorDigiLockerStatus,
  getGuarantorDigiLockerUrl,
  getGuarantorESignStatus,
  getGuarantorSummary,
  getRelationList,
  startGuarantorESign,
  submitGuarantorDetails,
  submitGuarantorPan,
} from '../../api/guarantor/journey.ts';
import type { GuarantorDetailsInput } from '../../../rules/guarantor.ts';
import { GUARANTOR_PATHS } from '../../../machines/guarantor/screens.ts';
import type { GuarantorStart, ProviderReturn } from '../../../machines/guarantor/types.ts';
import { matchPath } from '../../../machines/routing/paths.ts';

// The guarantor machine's calls, with what the browser knows at its start: the address it
// opened on (after OTP, a reload, or back from a provider page) and the loan chosen before.

export interface BrowserAddress {
  pathname: string;
  search: string;
}

export interface GuarantorBrowser {
  /** The address the journey was opened on. */
  entry: BrowserAddress;
  chosenLoanId: () => string | null;
  now: () => number;
}

/** What a provider page's return address carries: its request id (the status call decides the rest). */
export function providerReturnOf(entry: BrowserAddress): ProviderReturn | null {
  const requestId = new URLSearchParams(entry.search).get('requestId');
  if (!requestId) return null;
  if (matchPath(GUARANTOR_PATHS.kyc, entry.pathname)) return { kind: 'digiLocker', requestId };
  if (matchPath(GUARANTOR_PATHS.kycSuccess, entry.pathname)) return { kind: 'eSign', requestId };
  return null;
}

export function createGuarantorActors(client: ApiClient, browser: GuarantorBrowser) {
  return {
    start: fromPromise<GuarantorStart, { guarantorId: string }>(async ({ input }) => ({
      summary: await getGuarantorSummary(client, input),
      chosenLoanId: browser.chosenLoanId(),
      entry: matchPath(GUARANTOR_PATHS.loanInfo, browser.entry.pathname) ? 'loanInfo' : 'step',
      providerReturn: providerReturnOf(browser.entry),
      now: browser.now(),
    })),
    getRelations: fromPromise<{ relations: string[] }, void>(() => getRelationList(client)),
    submitPan: fromPromise(({ input }: { input: { guarantorId: string; panNumber: string } }) =>
      submitGuarantorPan(client, input),
    ),
    submitDetails: fromPromise(({ input }: { input: { guarantorId: string; details: GuarantorDetailsInput } }) =>
      submitGuarantorDetails(client, input),
    ),
    getDigiLockerUrl: fromPromise(({ input }: { input: { guarantorId: string; redirectUrl: string } }) =>
      getGuarantorDigiLockerUrl(client, input),
    ),
    checkDigiLocker: fromPromise(({ input }: { input: { guarantorId: string; requestId: string } }) =>
      getGuarantorDigiLockerStatus(client, input),
    ),
    startESign: fromPromise(({ input }: { input: { guarantorId: string; loanId: string; redirectUrl: string } }) =>
      startGuarantorESign(client, input),
    ),
    checkESign: fromPromise(({ input }: { input: { guarantorId: string; requestId: string } }) =>
      getGuarantorESignStatus(client, input),
    ),
  };
}
