import { fromPromise } from 'xstate';
import { BANK_STATEMENT_PATHS, bankStatementMachine } from '../../../machines/post-approval/bank-statement.machine.ts';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';
import type { UploadInput, UploadedFile } from '../../../machines/kit/document-upload.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { callActor } from '../call-actor.ts';
import {
  createConsent,
  getBankStatement,
  pollNetBanking,
  readConsent,
  readStatementFile,
  skipBankStatements,
  startNetBanking,
  submitBankStatements,
  uploadStatementFile,
} from './api/bank-statement/index.ts';
import { createFileCheckActors, type PdfToolsEnvironment } from '../file-slot-actors.ts';

// The bank statement child's real actors. A statement file is the onboarding documentUpload
// machine with its checks and §5 unlock as they are, uploading to the bank-statement resource.

export interface BankStatementDeps {
  /** The PDF tools (tests give node's); the browser's lazily loaded ones by default. */
  env?: PdfToolsEnvironment;
  /** Leaves the app for the provider page; the browser's location by default. */
  redirectTo?: (url: string) => void;
  /** Where the provider sends the browser back to; the bank statement screen on this origin by default. */
  returnUrl?: () => string;
}

const leaveFor = (url: string): void => window.location.assign(url);
const statementScreen = (): string => new URL(BANK_STATEMENT_PATHS.statement, window.location.origin).href;

export function createBankStatementActors(client: ApiClient, deps: BankStatementDeps = {}) {
  const returnUrl = deps.returnUrl ?? statementScreen;
  const statementUpload = documentUploadMachine.provide({
    actors: {
      ...createFileCheckActors(deps.env),
      upload: fromPromise<UploadedFile, UploadInput>(
        async ({ input }) =>
          (await uploadStatementFile(client, { applicationId: input.applicationId, file: input.file })).document,
      ),
    },
  });
  type AppInput = { applicationId: string };
  return {
    loadStatements: callActor(client, getBankStatement),
    statementUpload,
    readStatementFile: callActor(client, readStatementFile),
    submitStatements: callActor(client, submitBankStatements),
    skipStatements: callActor(client, skipBankStatements),
    startNetBanking: fromPromise(({ input }: { input: AppInput }) =>
      startNetBanking(client, { ...input, redirectUrl: returnUrl() }),
    ),
    pollNetBanking: callActor(client, pollNetBanking),
    createConsent: fromPromise(({ input }: { input: AppInput }) =>
      createConsent(client, { ...input, redirectUrl: returnUrl() }),
    ),
    readConsent: callActor(client, readConsent),
  };
}

/** The bank statement child as the post-approval parent runs it: `provide({ actors: { bankStatement } })`. */
export function provideBankStatement(client: ApiClient, deps: BankStatementDeps = {}) {
  const redirectTo = deps.redirectTo ?? leaveFor;
  return bankStatementMachine.provide({
    actors: createBankStatementActors(client, deps),
    actions: { redirectTo: (_, params) => redirectTo(params.url) },
  });
}
