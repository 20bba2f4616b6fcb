import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { isoAt } from '../../context.ts';
import { HttpError, notFound } from '../../kit/errors.ts';
import { UuidSchema, readJsonBody, readParams, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { findApplicationById, findApplicationOfCustomer } from '../../db/customers.ts';
import type { ApplicationRow } from '../../db/customers.ts';
import { readUpload } from '../../http/uploads.ts';
import { uploadBody } from '../../http/body-limits.ts';
import { loanDocumentsOf } from '../../ledger/loan-documents.ts';
import { move, requireStage } from '../access.ts';
import { NO_APPLICATION, ownedApplication } from '../../auth/owned-application.ts';
import {
  ADDITIONAL_LIST,
  DOCUMENT_KINDS,
  FIRST_LIST,
  MAX_FILE_BYTES,
  StatementErrorCodes,
  isDocumentKind,
} from '../statements/rules.ts';
import type { DocumentKind } from '../statements/rules.ts';
import {
  deleteDocument,
  findDocument,
  lenderRequest,
  listDocuments,
  listStatementFiles,
  saveDocument,
  saveLenderRequest,
} from '../statements/store.ts';
import type { DocumentRow } from '../statements/store.ts';
import { statementJson } from '../statements/routes.ts';
import {
  FORM_KIND,
  latestFormESign,
  settleLatestFormESign,
  signedFormOf,
  statusOf,
} from '../application-form/esign.ts';

// The documents a lender asks for after approval (§7 Application: application-document with a
// kind query, document-upload-complete by the latest loan id), and the profile's list of what the
// applicant has uploaded. Moves: STATEMENT_MOVES in ../post-approval/progression.ts.

const WHAT = 'Documents';

const KindQuerySchema = v.object({
  kind: v.pipe(v.string(), v.check(isDocumentKind, `must be one of ${Object.keys(DOCUMENT_KINDS).join(', ')}`)),
});
const DocumentParamsSchema = v.object({ id: UuidSchema, documentId: UuidSchema });
const LoanParamsSchema = v.object({ loanId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

const ACCEPT = {
  document: ['application/pdf', 'image/jpeg', 'image/png'],
  image: ['image/jpeg', 'image/png'],
} as const;

/** What the documents list says of a stored file of any kind (no type or side: those are onboarding's). */
export function storedFileJson(
  row: Pick<DocumentRow, 'id' | 'file_name' | 'size' | 'content_type' | 'sha256' | 'uploaded_at'>,
  kind: string,
) {
  return {
    id: row.id,
    kind,
    documentType: null,
    side: null,
    fileName: row.file_name,
    size: row.size,
    contentType: row.content_type,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
  };
}

export function documentJson(row: DocumentRow) {
  return storedFileJson(row, row.kind);
}

const listOf = (stage: 'upload' | 'additional') => (stage === 'additional' ? ADDITIONAL_LIST : FIRST_LIST);

/** The list the lender asks for now, each with what it holds. */
function requestOf(deps: SandboxDeps, application: ApplicationRow) {
  const { stage } = lenderRequest(deps.db, application.id);
  const held = new Map(listDocuments(deps.db, application.id).map((row) => [row.kind, row]));
  const asksForm = listOf(stage).some((entry) => entry.kind === FORM_KIND);
  return {
    stage,
    applicationForm: asksForm ? applicationFormJson(deps, application) : null,
    documents: listOf(stage).map(({ kind, required }) => {
      const { label, family } = DOCUMENT_KINDS[kind];
      const row = held.get(kind);
      return {
        kind,
        label,
        required,
        accept: [...ACCEPT[family]],
        maxBytes: MAX_FILE_BYTES,
        document: row ? documentJson(row) : null,
      };
    }),
  };
}

/** The form to download and e-sign: its latest e-sign request, and the e-sign of the form held now. */
function applicationFormJson(deps: SandboxDeps, application: ApplicationRow) {
  const latest = latestFormESign(deps, application.id);
  const signed = signedFormOf(deps, application.id);
  return {
    eSign: latest ? { requestId: latest.id, status: statusOf(deps, latest) } : null,
    signed:
      signed?.document_id && signed.signed_at ? { documentId: signed.document_id, signedAt: signed.signed_at } : null,
  };
}

function missingOf(deps: SandboxDeps, application: ApplicationRow): DocumentKind[] {
  return requestOf(deps, application)
    .documents.filter((entry) => entry.required && entry.document === null)
    .map((entry) => entry.kind);
}

export function postApprovalDocumentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const base = '/v1/application/:id/application-document';

  // A form signed on the provider page whose return was lost is stored here too (the lender hears
  // of a signature from the provider, not only from the applicant's browser).
  routes.get(base, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    await settleLatestFormESign(deps, application);
    return c.json(requestOf(deps, findApplicationById(deps.db, application.id) ?? application));
  });

  routes.post(base, requireCustomer(deps), uploadBody, async (c) => {
    const application = ownedApplication(deps, c);
    const { kind } = readQuery(c, KindQuerySchema);
    requireStage(application, 'documentAdded', WHAT);
    const request = lenderRequest(deps.db, application.id);
    if (!listOf(request.stage).some((entry) => entry.kind === kind)) {
      throw new HttpError(409, StatementErrorCodes.wrongStage, `query.kind: your lender does not ask for ${kind} now`);
    }
    const upload = await readUpload(c, 'file', DOCUMENT_KINDS[kind as DocumentKind].family);
    const nowIso = isoAt(deps.now());
    const answer = deps.db.transaction(() => {
      const row: DocumentRow = {
        id: randomUUID(),
        application_id: application.id,
        kind,
        file_name: upload.fileName,
        size: upload.size,
        content_type: upload.contentType,
        sha256: upload.sha256,
        uploaded_at: nowIso,
      };
      saveDocument(deps.db, { ...row, bytes: upload.bytes });
      const moved = move(deps.db, application.id, 'documentAdded', WHAT, nowIso, request.stage === 'additional');
      return { application: moved, document: documentJson(row) };
    })();
    return c.json(answer, 201);
  });

  routes.delete(base, requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const { kind } = readQuery(c, KindQuerySchema);
    requireStage(application, 'documentAdded', WHAT);
    if (!deleteDocument(deps.db, application.id, kind)) throw notFound(`No ${kind} has been uploaded.`);
    return c.body(null, 204);
  });

  routes.get(`${base}/:documentId`, requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const { documentId } = readParams(c, DocumentParamsSchema);
    const row = findDocument(deps.db, application.id, documentId);
    if (!row) throw notFound('No document has this id.');
    return c.body(new Uint8Array(row.bytes), 200, { 'Content-Type': row.content_type });
  });

  // By the latest loan id (§7): the loan the chosen offer created.
  routes.patch('/v1/application/:loanId/document-upload-complete', requireCustomer(deps), async (c) => {
    const { loanId } = readParams(c, LoanParamsSchema);
    const own = findApplicationOfCustomer(deps.db, c.get('auth').customer.id);
    if (!own || own.latest_loan_id !== loanId) throw notFound('No loan has this id.');
    await readJsonBody(c, v.strictObject({}));
    requireStage(own, 'documentsComplete', WHAT);
    const answer = deps.db.transaction(() => {
      const application = findApplicationById(deps.db, own.id);
      if (!application) throw notFound(NO_APPLICATION);
      const missing = missingOf(deps, application);
      if (missing.length > 0) {
        const labels = new Intl.ListFormat('en-IN').format(missing.map((kind) => DOCUMENT_KINDS[kind].label));
        throw new HttpError(422, StatementErrorCodes.missingDocuments, `Please upload: ${labels}`);
      }
      const nowIso = isoAt(deps.now());
      const request = lenderRequest(deps.db, application.id);
      if (request.stage === 'upload' && request.asksAdditional) {
        saveLenderRequest(deps.db, application.id, { ...request, stage: 'additional' });
        return move(deps.db, application.id, 'firstListComplete', WHAT, nowIso);
      }
      return move(deps.db, application.id, 'documentsComplete', WHAT, nowIso);
    })();
    return c.json({ application: answer });
  });

  // The profile's documents page: every statement and document the applicant has uploaded, and
  // the lender's documents of the loan once its agreement exists (the KFS stays readable, RBI).
  routes.get('/v1/application/:id/documents', requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    return c.json({
      statements: listStatementFiles(deps.db, application.id).map(statementJson),
      documents: listDocuments(deps.db, application.id).map(documentJson),
      loanDocuments: loanDocumentsOf(deps.db, application.id),
    });
  });

  return routes;
}
