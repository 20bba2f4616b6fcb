import { createHash, randomUUID } from 'node:crypto';
import type { SandboxDeps } from '../../context.ts';
import { isoAt } from '../../context.ts';
import { statement } from '../../db/statements.ts';
import type { ApplicationRow } from '../../db/customers.ts';
import { findApplicationById } from '../../db/customers.ts';
import { findIdentityRecord } from '../../db/identity.ts';
import { eSignStatusAt, type ESignStatus } from '../../providers/esign/status.ts';
import { ownerOf } from '../../auth/owned-application.ts';
import { move } from '../access.ts';
import { statementMoveOpen } from '../progression.ts';
import { saveDocument, type DocumentRow } from '../statements/store.ts';
import { REFERENCE_FIELD, issueReference } from '../../providers/references.ts';
import { applicationFormOf } from './facts.ts';
import { applicationFormPdf } from './pdf.ts';

// Aadhaar e-sign of the application form (docs/decisions/022): the same provider and statuses as
// the loan agreement's, before any agreement exists. The lender stores the signed form as the
// application's "application-document" the first time it reads a SUCCESS (the status call or the
// documents list, so a lost return still counts) while the documents step is open.

export const FORM_ESIGN_PAGE_PATH = '/v1/sandbox-esign/application-form';
export const FORM_KIND = 'application-document';
export const SIGNED_FORM_NAME = 'application-form-signed.pdf';

export type FormESignRow = {
  id: string;
  application_id: string;
  status: ESignStatus;
  redirect_url: string;
  created_at_ms: number;
  expires_at_ms: number;
  signed_at: string | null;
  document_id: string | null;
};

export function insertFormESign(deps: SandboxDeps, row: Omit<FormESignRow, 'signed_at' | 'document_id'>): void {
  statement(
    deps.db,
    `INSERT INTO application_form_esign_requests (id, application_id, status, redirect_url, created_at_ms,
     expires_at_ms) VALUES (@id, @application_id, @status, @redirect_url, @created_at_ms, @expires_at_ms)`,
  ).run(row);
}

export function findFormESign(deps: SandboxDeps, id: string): FormESignRow | undefined {
  return statement(deps.db, 'SELECT * FROM application_form_esign_requests WHERE id = ?').get(id) as
    FormESignRow | undefined;
}

export function latestFormESign(deps: SandboxDeps, applicationId: string): FormESignRow | undefined {
  return statement(
    deps.db,
    `SELECT * FROM application_form_esign_requests WHERE application_id = ?
     ORDER BY created_at_ms DESC, rowid DESC LIMIT 1`,
  ).get(applicationId) as FormESignRow | undefined;
}

/** The request that signed the form the lender holds now (a paper copy uploaded later replaces it). */
export function signedFormOf(deps: SandboxDeps, applicationId: string): FormESignRow | undefined {
  return statement(
    deps.db,
    `SELECT r.* FROM application_form_esign_requests r JOIN post_approval_documents d ON d.id = r.document_id
     WHERE r.application_id = ? AND d.application_id = r.application_id LIMIT 1`,
  ).get(applicationId) as FormESignRow | undefined;
}

export function setFormESignStatus(deps: SandboxDeps, id: string, status: ESignStatus): void {
  statement(deps.db, 'UPDATE application_form_esign_requests SET status = ? WHERE id = ?').run(status, id);
}

export const statusOf = (deps: SandboxDeps, row: FormESignRow): ESignStatus =>
  eSignStatusAt(row.status, row.expires_at_ms, deps.now());

/** The provider page for this request, with the one-time reference it acts on. */
export function formESignUrl(deps: SandboxDeps, origin: string, requestId: string): string {
  const query = new URLSearchParams({
    requestId,
    [REFERENCE_FIELD]: issueReference(deps, 'applicationFormESign', requestId),
  });
  return `${origin}${FORM_ESIGN_PAGE_PATH}?${query.toString()}`;
}

/**
 * Stores the signed form of a request the signer signed, once: the PDF is made from the
 * application as it is now, with the signer's name, masked Aadhaar and time. Nothing happens when
 * the request is not signed, already stored, or the documents step has closed.
 */
export async function storeSignedForm(deps: SandboxDeps, application: ApplicationRow, request: FormESignRow) {
  if (statusOf(deps, request) !== 'SUCCESS' || request.document_id !== null) return;
  if (!statementMoveOpen(application.status, 'documentAdded')) return;
  const customer = ownerOf(deps, application);
  const form = applicationFormOf(deps.db, application, customer);
  const nowIso = isoAt(deps.now());
  const identity = findIdentityRecord(deps.db, application.id);
  const bytes = await applicationFormPdf(form, nowIso, {
    signerName: form.applicantName,
    maskedAadhaar: identity?.masked_aadhaar ?? null,
    signedAt: nowIso,
  });
  deps.db.transaction(() => {
    // Another read may have stored it while the PDF was being made.
    const current = findFormESign(deps, request.id);
    const now = findApplicationById(deps.db, application.id);
    if (!current || current.document_id !== null || !now || !statementMoveOpen(now.status, 'documentAdded')) return;
    const row: DocumentRow = {
      id: randomUUID(),
      application_id: application.id,
      kind: FORM_KIND,
      file_name: SIGNED_FORM_NAME,
      size: bytes.byteLength,
      content_type: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploaded_at: nowIso,
    };
    saveDocument(deps.db, { ...row, bytes });
    statement(deps.db, 'UPDATE application_form_esign_requests SET signed_at = ?, document_id = ? WHERE id = ?').run(
      nowIso,
      row.id,
      request.id,
    );
    move(deps.db, application.id, 'documentAdded', 'Documents', nowIso);
  })();
}

/** Stores the form of the application's latest request if it was signed and not yet stored. */
export async function settleLatestFormESign(deps: SandboxDeps, application: ApplicationRow): Promise<void> {
  const latest = latestFormESign(deps, application.id);
  if (latest) await storeSignedForm(deps, application, latest);
}
