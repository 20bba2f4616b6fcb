import { fromPromise } from 'xstate';
import type {
  AgreementInput,
  AgreementStart,
  DocumentInput,
  KfsAcknowledgement,
  LoanInput,
} from '../../../machines/agreement/types.ts';
import { agreementScreenOfPath } from '../../../machines/agreement/screens.ts';
import { STATUS_ACCESS, isApplicationStatus } from '../../../machines/routing/status-access.ts';
import type { ApiClient } from '../../api/client.ts';
import type { HomeResponse } from '../../../rules/home.ts';
import { getHome } from '../../api/home/get-home.ts';
import {
  acknowledgeKfs,
  chooseSignMethod,
  getAgreement,
  getESignStatus,
  readAgreementDocument,
  startESign,
} from './api/index.ts';
import { positionOfHome } from '../session/session-home.ts';
import type { AgreementDraftStore } from './drafts.ts';

// The agreement machine's real calls, with what the browser brought at its start: the address it
// opened on and, back from the e-sign page, the request id (its status call decides the rest).

export interface AgreementEnvironment {
  /** Home from its owner, the app's session; read here when absent (tests, the journey alone). */
  readHome?: () => Promise<HomeResponse>;
  /** The KFS tick kept across reloads; none kept when absent. */
  drafts?: AgreementDraftStore;
}

/** The request id the e-sign page came back with, only on its return address. */
export function eSignReturnOf(entry: AgreementInput['entry']): string | null {
  if (agreementScreenOfPath(entry.pathname) !== 'eSignReturn') return null;
  return new URLSearchParams(entry.search).get('requestId') || null;
}

function holdsAgreement(home: HomeResponse): boolean {
  const status = home.application.status.value;
  return isApplicationStatus(status) && STATUS_ACCESS[status].kind === 'agreement';
}

export function createAgreementActors(client: ApiClient, env: AgreementEnvironment = {}) {
  const readHome = env.readHome ?? (() => getHome(client, { errors: 'hidden' }));
  return {
    start: fromPromise<AgreementStart, AgreementInput>(async ({ input }) => {
      const home = await readHome();
      const loanId = home.application.latestLoanId;
      const agreement = loanId && holdsAgreement(home) ? await getAgreement(client, { loanId }) : null;
      const opened = agreementScreenOfPath(input.entry.pathname);
      const kfsTicked = agreement?.kfsAcknowledgedAt === null && (env.drafts?.kfsTicked(agreement.loanId) ?? false);
      return {
        position: agreement?.application ?? positionOfHome(home),
        agreement,
        opened: opened === 'eSignReturn' ? null : opened,
        eSignReturn: eSignReturnOf(input.entry),
        kfsTicked,
      };
    }),
    readDocument: fromPromise<Blob, DocumentInput>(({ input }) => readAgreementDocument(client, input)),
    acknowledgeKfs: fromPromise(({ input }: { input: KfsAcknowledgement }) => acknowledgeKfs(client, input)),
    startESign: fromPromise(async ({ input }: { input: LoanInput & { method: string; redirectUrl: string } }) => {
      await chooseSignMethod(client, { loanId: input.loanId, method: input.method });
      return startESign(client, { loanId: input.loanId, redirectUrl: input.redirectUrl });
    }),
    checkESign: fromPromise(({ input }: { input: LoanInput & { requestId: string } }) => getESignStatus(client, input)),
  };
}
