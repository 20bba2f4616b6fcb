import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { HttpError, notFound } from '../../kit/errors.ts';
import { VisibleText, readJsonBody, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { updateApplication } from '../../db/customers.ts';
import {
  findBankAccount,
  findCheque,
  getPostApprovalState,
  saveBankAccount,
  saveCheque,
  type BankAccountRow,
  type ChequeRow,
} from '../../db/post-approval.ts';
import { readUpload } from '../../http/uploads.ts';
import { uploadBody } from '../../http/body-limits.ts';
import {
  PostApprovalErrorCodes,
  ownApplicationOnly,
  requirePostApprovalStep,
  writeAtPostApprovalStep,
} from '../access.ts';
import { BANKS, IFSC_PATTERN, findBranch } from '../../lenders/ifsc.ts';

const IfscQuerySchema = v.object({ ifsc: v.pipe(v.string(), v.minLength(1, 'is required')) });
const BankDetailsSchema = v.strictObject({
  ifsc: v.string(),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{9,18}$/, 'must be 9 to 18 digits')),
  confirmAccountNumber: v.string(),
  accountType: v.picklist(['savings', 'current'], 'must be savings or current'),
  holderName: v.pipe(
    v.string(),
    VisibleText,
    v.trim(),
    v.regex(/^[A-Za-z][A-Za-z .'-]{1,99}$/, 'must be 2 to 100 letters, spaces, dots or hyphens'),
  ),
});

function invalidIfsc(where: string): HttpError {
  return new HttpError(
    400,
    PostApprovalErrorCodes.invalidIfsc,
    `${where}: must be 4 letters, 0, then 6 letters or digits`,
  );
}

/** A branch the directory knows; a well-formed IFSC it does not know is `unknownIfsc`. */
function branchOf(ifsc: string, where: string) {
  const upper = ifsc.trim().toUpperCase();
  if (!IFSC_PATTERN.test(upper)) throw invalidIfsc(where);
  const branch = findBranch(upper);
  if (!branch) throw new HttpError(404, PostApprovalErrorCodes.unknownIfsc, 'No bank branch has this IFSC.');
  return branch;
}

const masked = (accountNumber: string) => `XXXX${accountNumber.slice(-4)}`;

function accountJson(row: BankAccountRow) {
  const branch = findBranch(row.ifsc);
  return {
    ifsc: row.ifsc,
    bankName: branch?.bankName ?? row.ifsc.slice(0, 4),
    branch: branch?.branch ?? null,
    city: branch?.city ?? null,
    accountNumber: masked(row.account_number),
    accountType: row.account_type,
    holderName: row.holder_name,
    verifiedAt: row.verified_at,
  };
}

function chequeJson(row: ChequeRow) {
  return {
    id: row.id,
    kind: 'cancelledCheque',
    documentType: null,
    side: null,
    fileName: row.file_name,
    size: row.size,
    contentType: row.content_type,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
  };
}

/** The name the bank holds for a mismatching account (the sandbox's penny drop). */
const NAME_AT_BANK = 'SHREE GANESH TRADERS';

/** IFSC and banks (§7 Customer), the bank account with its penny-drop check, the cancelled cheque. */
export function bankRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v2/customer/ifsc', requireCustomer(deps), (c) => {
    const { ifsc } = readQuery(c, IfscQuerySchema);
    return c.json(branchOf(ifsc, 'query.ifsc'));
  });

  routes.get('/v2/customer/banks', requireCustomer(deps), (c) => c.json({ banks: BANKS }));

  routes.get('/v1/application/:id/bank-info', requireCustomer(deps), (c) => {
    const { application } = ownApplicationOnly(deps, c);
    const account = findBankAccount(deps.db, application.id);
    const cheque = findCheque(deps.db, application.id);
    const state = getPostApprovalState(deps.db, application.id);
    return c.json({
      bankAccount: account ? accountJson(account) : null,
      chequeRequired: state.cheque_required === 1,
      cheque: cheque ? chequeJson(cheque) : null,
    });
  });

  routes.patch('/v1/application/:id/bank-details', requireCustomer(deps), async (c) => {
    const owned = requirePostApprovalStep(deps, ownApplicationOnly(deps, c), 'bankDetails');
    const body = await readJsonBody(c, BankDetailsSchema);
    const branch = branchOf(body.ifsc, 'body.ifsc');
    if (body.confirmAccountNumber !== body.accountNumber) {
      throw new HttpError(400, PostApprovalErrorCodes.accountNumbersDiffer, 'body.confirmAccountNumber: must match');
    }
    const result = getPostApprovalState(deps.db, owned.application.id).bank_verification;
    // A failed penny drop stores nothing: the account was not proven to be the applicant's.
    const answer = writeAtPostApprovalStep(deps, owned, 'bankDetails', (nowIso) => {
      if (result === 'matched') {
        saveBankAccount(deps.db, {
          application_id: owned.application.id,
          ifsc: branch.ifsc,
          account_number: body.accountNumber,
          account_type: body.accountType,
          holder_name: body.holderName,
          verified_at: nowIso,
        });
        updateApplication(deps.db, owned.application.id, { ifsc_code: branch.ifsc }, nowIso);
      }
      return {
        verification: {
          result,
          nameAtBank:
            result === 'matched' ? body.holderName.toUpperCase() : result === 'nameMismatch' ? NAME_AT_BANK : null,
        },
      };
    });
    return c.json(answer);
  });

  routes.patch('/v1/application/:id/cancelled-cheque', requireCustomer(deps), uploadBody, async (c) => {
    const owned = requirePostApprovalStep(deps, ownApplicationOnly(deps, c), 'cancelledCheque');
    const upload = await readUpload(c, 'file', 'document');
    const answer = writeAtPostApprovalStep(deps, owned, 'cancelledCheque', (nowIso) => {
      const row: ChequeRow = {
        id: randomUUID(),
        application_id: owned.application.id,
        file_name: upload.fileName,
        size: upload.size,
        content_type: upload.contentType,
        sha256: upload.sha256,
        uploaded_at: nowIso,
      };
      saveCheque(deps.db, row);
      return { document: chequeJson(row) };
    });
    return c.json(answer);
  });

  routes.get('/v1/application/:id/cancelled-cheque', requireCustomer(deps), (c) => {
    const { application } = ownApplicationOnly(deps, c);
    const cheque = findCheque(deps.db, application.id);
    if (!cheque) throw notFound('No cancelled cheque has been uploaded for this application.');
    return c.json(chequeJson(cheque));
  });

  return routes;
}
