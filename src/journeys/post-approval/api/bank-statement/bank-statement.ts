import * as v from 'valibot';
import type { ApiClient } from '../../../../api/client.ts';
import {
  applicationPath,
  atApplication,
  byApplication,
  fileForm,
  inline,
  readApplicationFile,
  upload,
} from '../../../../api/onboarding/calls.ts';
import { uploadedDocumentSchema } from '../../../../api/onboarding/documents.ts';
import type { ApplicationRef } from '../../../../api/onboarding/calls.ts';
import {
  bankStatementStateSchema,
  consentResultSchema,
  netBankingResultSchema,
  providerRedirectSchema,
  statusAnswerSchema,
} from './schemas.ts';

// Bank statements (docs/sandbox.md, "Bank statements and documents"). Every failure is shown on
// the screen (an alert, the file's card, or Retry), so no call raises the popup.

/** The bank-analysis provider and the Account Aggregator, as §7 paths name them. */
export const BANK_ANALYSIS_PROVIDER = 'finanalyser';
export const AA_PROVIDER = 'onemoney';

// A statement file is held as any uploaded document is: the same record the onboarding slots read.
const statementFileSchema = v.object({ document: uploadedDocumentSchema });

/** GET /v1/application/{id}/bank-statement: the ways offered, the files held, a way in progress. */
export const getBankStatement = inline.call('get', bankStatementStateSchema, atApplication('v1', 'bank-statement'));

/** POST /v1/application/{id}/bank-statement/files (multipart `file`): one unlocked statement PDF. */
export const uploadStatementFile = upload.call(
  'post',
  statementFileSchema,
  (input: ApplicationRef & { file: File }) => ({
    path: applicationPath('v1', input.applicationId, 'bank-statement/files'),
    form: fileForm('file', input.file),
  }),
);

/** PATCH /v1/application/{id}/bank-statement { documentIds }: the files that cover six months. */
export const submitBankStatements = inline.call(
  'patch',
  statusAnswerSchema,
  atApplication('v1', 'bank-statement', (input: ApplicationRef & { documentIds: string[] }) => ({
    documentIds: input.documentIds,
  })),
);

/** PATCH /v1/application/{id}/bank-statement/skip: where the lender allows it. */
export const skipBankStatements = inline.call('patch', statusAnswerSchema, atApplication('v1', 'bank-statement/skip'));

/** GET /v1/application/{id}/bank-statement/files/{fileId}: the PDF, for the preview. */
export async function readStatementFile(
  client: ApiClient,
  input: ApplicationRef & { documentId: string },
): Promise<Blob> {
  return readApplicationFile(client, input, `bank-statement/files/${encodeURIComponent(input.documentId)}`);
}

const providerPath = (provider: string, rest: string) => (applicationId: string) =>
  `/${provider}/${encodeURIComponent(applicationId)}/${rest}`;

/** A POST { redirectUrl } to a provider that answers with the page to open (and come back from). */
const providerRedirect = (provider: string, rest: string) =>
  inline.call(
    'post',
    providerRedirectSchema,
    byApplication(providerPath(provider, rest), (input: ApplicationRef & { redirectUrl: string }) => ({
      redirectUrl: input.redirectUrl,
    })),
  );

/** POST /v1/{bank-analysis-provider}/{id}/netbanking { redirectUrl }: the provider page to open. */
export const startNetBanking = providerRedirect(`v1/${BANK_ANALYSIS_PROVIDER}`, 'netbanking');

/** GET /v1/{bank-analysis-provider}/{id}/netbanking: the analysis' state (and the application). */
export const pollNetBanking = inline.call(
  'get',
  netBankingResultSchema,
  byApplication(providerPath(`v1/${BANK_ANALYSIS_PROVIDER}`, 'netbanking')),
);

/** POST /v2/{aa-provider}/{id}/create-consent { redirectUrl }: the AA's consent page to open. */
export const createConsent = providerRedirect(`v2/${AA_PROVIDER}`, 'create-consent');

/** GET /v2/{aa-provider}/{id}/consent: the consent's and the data fetch's ReBIT states. */
export const readConsent = inline.call(
  'get',
  consentResultSchema,
  byApplication(providerPath(`v2/${AA_PROVIDER}`, 'consent')),
);
