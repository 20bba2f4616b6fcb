import { pdfAnswer } from '../pdf/answer.ts';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { LoanIdSchema, UuidSchema, parseOrThrow, readJsonBody, readParams, readQuery } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import {
  ESIGN_PAGE_PATH,
  agreementSummary,
  eSignUrl,
  keyFactsOf,
  moveAgreement,
  ownAgreement,
  partiesOf,
  requireSigning,
  type OwnedAgreement,
} from './access.ts';
import {
  eSignTransactionOf,
  keyFactStatementPdf,
  loanAgreementPdf,
  sanctionLetterPdf,
  signedAgreementPdf,
} from './documents.ts';
import { agreementESignPage } from './esign-page.ts';
import { unknownESignRequestPage } from '../providers/esign/page.ts';
import { ESIGN_DECIDED, ESignPageFormSchema, ESignStartSchema } from '../providers/esign/form.ts';
import { REFERENCE_FIELD, consumeReference, referenceState } from '../providers/references.ts';
import { AgreementErrorCodes, OPS_REVIEW_MS, SIGN_METHODS } from './rules.ts';
import { ESIGN_TTL_MS, eSignStatusAt } from '../providers/esign/status.ts';
import {
  findAgreementOfLoan,
  findESignRequest,
  insertESignRequest,
  markESignApplied,
  setESignStatus,
  signedESignRequest,
  updateAgreement,
  type ESignDocument,
} from './store.ts';
import { pageSecurityPolicy } from '../providers/page-http.ts';

// The agreement journey's calls (§7 Credit loan, KFS, E-sign, nbfc-singed-document) with their
// progression (docs/sandbox.md, "Loan agreement"). Every write runs in one transaction, so a
// failed call stores nothing; documents are PDFs made from the chosen offer on each read.

const LoanParamsSchema = v.object({ loanId: LoanIdSchema });
const KfsParamsSchema = v.object({ loanRef: LoanIdSchema });
const RequestQuerySchema = v.object({ requestId: UuidSchema });
const LoanQuerySchema = v.object({ loanId: LoanIdSchema });
const AcknowledgeSchema = v.strictObject({
  kfsAcknowledged: v.literal(true, 'must be true'),
  // The proposal number of the KFS the borrower read: one replaced since is refused (ADR 049).
  proposalNumber: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const SignMethodSchema = v.strictObject({
  method: v.picklist(SIGN_METHODS, `must be one of ${SIGN_METHODS.join(', ')}`),
});
const originOf = (c: Context<SandboxEnv>) => new URL(c.req.url).origin;

export function agreementRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const owned = (c: Context<SandboxEnv>, loanId: string) => ownAgreement(deps, c, loanId);
  const answer = (c: Context<SandboxEnv>, loanId: string) =>
    c.json(agreementSummary(deps, owned(c, loanId), originOf(c)));

  // The agreement's state: what the app places the applicant by.
  routes.get('/v2/creditloan/:loanId/loan-document', requireCustomer(deps), (c) =>
    answer(c, readParams(c, LoanParamsSchema).loanId),
  );

  routes.get('/v1/lms/kfs/:loanRef', requireCustomer(deps), async (c) => {
    const mine = owned(c, readParams(c, KfsParamsSchema).loanRef);
    return pdfAnswer(c, await keyFactStatementPdf(keyFactsOf(mine.agreement), partiesOf(deps, mine)), 'kfs.pdf');
  });

  routes.get('/v1/creditloan/:loanId/sanction-document', requireCustomer(deps), async (c) => {
    const mine = owned(c, readParams(c, LoanParamsSchema).loanId);
    const bytes = await sanctionLetterPdf(keyFactsOf(mine.agreement), partiesOf(deps, mine));
    return pdfAnswer(c, bytes, 'sanction-letter.pdf');
  });

  routes.get('/v1/creditloan/:loanId/loan-document', requireCustomer(deps), async (c) => {
    const mine = owned(c, readParams(c, LoanParamsSchema).loanId);
    const bytes = await loanAgreementPdf(keyFactsOf(mine.agreement), partiesOf(deps, mine));
    return pdfAnswer(c, bytes, 'loan-agreement.pdf');
  });

  // The applicant acknowledges the Key Fact Statement; signing is refused until they have.
  routes.patch('/v1/creditloan/:loanId/loan-document', requireCustomer(deps), async (c) => {
    const { loanId } = readParams(c, LoanParamsSchema);
    const mine = owned(c, loanId);
    const { proposalNumber } = await readJsonBody(c, AcknowledgeSchema);
    requireSigning(mine);
    const current = keyFactsOf(mine.agreement).proposalNumber;
    if (proposalNumber !== undefined && proposalNumber !== current) {
      throw new HttpError(
        409,
        AgreementErrorCodes.kfsReplaced,
        'This Key Fact Statement has been replaced by a new one. Please read the new one before you acknowledge.',
      );
    }
    deps.db.transaction(() => {
      if (mine.agreement.kfs_acknowledged_at === null) {
        updateAgreement(deps.db, loanId, {
          kfs_acknowledged_at: isoAt(deps.now()),
          kfs_acknowledged_version: mine.agreement.kfs_version,
        });
      }
    })();
    return answer(c, loanId);
  });

  routes.get('/v1/creditloan/:loanId/loan-sign-method', requireCustomer(deps), (c) => {
    const mine = owned(c, readParams(c, LoanParamsSchema).loanId);
    return c.json({ methods: SIGN_METHODS, chosen: mine.agreement.sign_method });
  });

  routes.patch('/v1/creditloan/:loanId/loan-sign-method', requireCustomer(deps), async (c) => {
    const { loanId } = readParams(c, LoanParamsSchema);
    const mine = owned(c, loanId);
    const { method } = await readJsonBody(c, SignMethodSchema);
    requireSigning(mine);
    deps.db.transaction(() => updateAgreement(deps.db, loanId, { sign_method: method }))();
    return answer(c, loanId);
  });

  // An Aadhaar e-sign request on the provider page: the agreement (its sanction letter with it), or
  // the sanction letter alone, which the lender takes only before the agreement is signed.
  async function startESign(c: Context<SandboxEnv>, document: ESignDocument) {
    const { loanId } = readParams(c, LoanParamsSchema);
    const mine = owned(c, loanId);
    const { redirectUrl } = await readJsonBody(c, ESignStartSchema);
    requireSigning(mine);
    // A KFS past its validity was issued afresh when the agreement was read (freshKfs), which cleared
    // the acknowledgement: the borrower signs only on the version they acknowledged and is current.
    if (
      mine.agreement.kfs_acknowledged_at === null ||
      mine.agreement.kfs_acknowledged_version !== mine.agreement.kfs_version
    ) {
      throw new HttpError(
        409,
        AgreementErrorCodes.kfsNotAcknowledged,
        'Please read and acknowledge the Key Fact Statement before signing.',
      );
    }
    if (document === 'sanction' && mine.agreement.sanction_signed_at !== null) {
      throw new HttpError(409, AgreementErrorCodes.stepNotOpen, 'The sanction letter is already signed.');
    }
    const requestId = randomUUID();
    const now = deps.now();
    deps.db.transaction(() => {
      if (mine.agreement.sign_method === null) updateAgreement(deps.db, loanId, { sign_method: 'aadhaarEsign' });
      insertESignRequest(deps.db, {
        id: requestId,
        loan_id: loanId,
        document,
        status: 'RECEIVED',
        redirect_url: redirectUrl,
        created_at_ms: now,
        expires_at_ms: now + ESIGN_TTL_MS,
        kfs_proposal: keyFactsOf(mine.agreement).proposalNumber,
      });
    })();
    return c.json({
      url: eSignUrl(deps, originOf(c), requestId),
      requestId,
      status: 'RECEIVED',
      expiresAt: isoAt(now + ESIGN_TTL_MS),
    });
  }

  routes.post('/v1/aadhar/esign/:loanId', requireCustomer(deps), (c) => startESign(c, 'agreement'));
  routes.post('/v1/aadhar/esign/:loanId/sanction', requireCustomer(deps), (c) => startESign(c, 'sanction'));

  // The status the app confirms with; the return query is never read. The first SUCCESS read
  // signs the agreement (and its sanction letter) and hands it to the lender's ops team, or, for a
  // sanction letter's request, signs the letter alone; repeating it moves nothing.
  routes.get('/v1/aadhar/esign/:loanId', requireCustomer(deps), (c) => {
    const { loanId } = readParams(c, LoanParamsSchema);
    const { requestId } = readQuery(c, RequestQuerySchema);
    const mine = owned(c, loanId);
    const request = findESignRequest(deps.db, requestId);
    if (!request || request.loan_id !== loanId) throw notFound('No e-sign request of this loan has this id.');
    const now = deps.now();
    const status = eSignStatusAt(request.status, request.expires_at_ms, now);
    const { signed_at: signedAt, sanction_signed_at: sanctionSignedAt } = mine.agreement;
    const sanctionOnly = request.document === 'sanction';
    if (
      status === 'SUCCESS' &&
      request.applied_at_ms === null &&
      (sanctionOnly ? sanctionSignedAt : signedAt) === null
    ) {
      deps.db.transaction(() => {
        markESignApplied(deps.db, requestId, now);
        const sanction = { sanction_signed_at: sanctionSignedAt ?? isoAt(now) };
        if (sanctionOnly) return updateAgreement(deps.db, loanId, sanction);
        const patch = { ...sanction, signed_at: isoAt(now), review_expected_at_ms: now + OPS_REVIEW_MS };
        moveAgreement(deps.db, mine, 'opsReview', patch, isoAt(now));
      })();
    }
    return c.json({ requestId, status, agreement: agreementSummary(deps, owned(c, loanId), originOf(c)) });
  });

  // The signed agreement, countersigned by the lender (§7 spells it "singed").
  routes.get('/v1/nbfc-singed-document', requireCustomer(deps), async (c) => {
    const mine = owned(c, readQuery(c, LoanQuerySchema).loanId);
    if (mine.agreement.signed_at === null) {
      throw new HttpError(409, AgreementErrorCodes.stepNotOpen, 'This agreement is not signed yet.');
    }
    const bytes = await signedAgreementPdf(keyFactsOf(mine.agreement), partiesOf(deps, mine), {
      signedAt: mine.agreement.signed_at,
      ...signedRequestOf(mine),
    });
    return pdfAnswer(c, bytes, 'loan-agreement-signed.pdf');
  });

  /** The e-sign that signed the agreement and the KFS the borrower had acknowledged for it. */
  function signedRequestOf(mine: OwnedAgreement): { eSignTransaction: string; kfsProposal: string | null } {
    const row = signedESignRequest(deps.db, mine.agreement.loan_id);
    // The e-sign provider's transaction, as its own short reference (never the request's UUID).
    return row
      ? { eSignTransaction: eSignTransactionOf(row.id), kfsProposal: row.kfs_proposal }
      : { eSignTransaction: 'signed on paper', kfsProposal: null };
  }

  // The provider's page: only in the sandbox, and only with the request's own reference.
  if (!deps.sandbox) return routes;
  routes.get(ESIGN_PAGE_PATH, (c) => {
    const parsed = v.safeParse(RequestQuerySchema, c.req.query());
    const request = parsed.success ? findESignRequest(deps.db, parsed.output.requestId) : undefined;
    const reference = c.req.query(REFERENCE_FIELD) ?? '';
    c.header('content-security-policy', pageSecurityPolicy(null));
    c.header('cache-control', 'no-store');
    if (!request || referenceState(deps, 'agreementESign', request.id, reference) !== 'open') {
      return c.html(unknownESignRequestPage(), 404);
    }
    // The signer has opened the page: the request is under way.
    if (eSignStatusAt(request.status, request.expires_at_ms, deps.now()) === 'RECEIVED') {
      setESignStatus(deps.db, request.id, 'SIGN_INITIATED');
    }
    const agreement = findAgreementOfLoan(deps.db, request.loan_id);
    const lender = agreement ? keyFactsOf(agreement).registeredName : '';
    const { id: requestId, document } = request;
    const loanReference = agreement?.reference ?? '';
    return c.html(agreementESignPage({ requestId, reference, loanReference, lender, document }));
  });

  routes.post(ESIGN_PAGE_PATH, async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    const { requestId, decision, [REFERENCE_FIELD]: reference } = parseOrThrow(ESignPageFormSchema, form, 'body');
    const request = findESignRequest(deps.db, requestId);
    const state = request ? referenceState(deps, 'agreementESign', request.id, reference) : 'invalid';
    if (!request || state === 'invalid') {
      c.header('content-security-policy', pageSecurityPolicy(null));
      return c.html(unknownESignRequestPage(), 404);
    }
    const now = deps.now();
    const current = eSignStatusAt(request.status, request.expires_at_ms, now);
    const settled = current === 'SUCCESS' || current === 'FAILURE' || current === 'EXPIRED';
    // "Leave pending" keeps the page usable; a settling answer spends the reference.
    if (!settled && state === 'open') {
      deps.db.transaction(() => {
        setESignStatus(deps.db, requestId, ESIGN_DECIDED[decision]);
        if (decision !== 'later') consumeReference(deps, 'agreementESign', requestId, isoAt(now));
      })();
    }
    const url = new URL(request.redirect_url, 'http://relative.invalid');
    url.searchParams.set('requestId', requestId);
    url.searchParams.set('status', decision === 'sign' ? 'success' : 'failure');
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });

  return routes;
}
