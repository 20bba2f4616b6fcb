import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { ApiError, isApiError } from '../../api/errors.ts';
import { getAmountPayable } from '../../api/payment/payment.ts';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../../machines/kit/otp-types.ts';
import type {
  CreatedSpend,
  Eligibility,
  Invitation,
  InviteValues,
  InvoiceDocument,
  NewSupplier,
  PaymentLink,
  QuoteRequest,
  SpendLine,
  SpendRequest,
  SpendTerms,
  SpendTransaction,
  Supplier,
} from '../../../machines/purchase/types.ts';
import type { VpaCheck } from '../../../rules/payment/types.ts';
import { ZERO_PAISE, paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';
import { INELIGIBLE_REASON_CODES, SPEND_REFUSAL_CODES } from '../../../rules/purchase/spend.ts';
import { checkEligibility, validateScanVpa } from './api/scanpay.ts';
import { termsOfQuote } from './api/schemas.ts';
import {
  cancelSpend,
  createSpend,
  processSpend,
  quoteSpend,
  readLink,
  readMpin,
  readSpend,
  resendSpendOtp,
  setMpin,
  spendPayoutMethods,
  updateDelivery,
  verifyMpin,
  verifySpendOtp,
  type SpendDetails,
} from './api/spends.ts';
import { addSupplier, getSupplier, listInvitations, listSuppliers, resendInvite, sendInvite } from './api/suppliers.ts';
import { invoiceFileProblem } from './invoice-files.ts';

// The purchase chart's calls (machines/purchase/types.ts), over the sandbox's wire
// (docs/api-contract.md, "Spending the credit line"). Each actor set belongs to one chart actor:
// the invoices' files chosen and the payment link opened live in its memory only, never in storage.

/** The smallest spend (₹1): the line is read by asking what it would leave. */
const ONE_RUPEE = paiseFromInteger(100) ?? ZERO_PAISE;

/** The lender's codes a form shows under one of its fields (docs/api-contract.md, "Suppliers"). */
const SUPPLIER_REFUSAL_FIELDS: Readonly<Record<string, string>> = {
  'EPL-42233': 'accountNumber',
  'EPL-42234': 'accountNumber',
  'EPL-42235': 'vpa',
  'EPL-40011': 'gstin',
  'EPL-40012': 'gstin',
};

const DUPLICATE_INVOICE_CODE = 'EPL-40966';
const DUPLICATE_INVOICE_MESSAGE =
  'An invoice with this number was already paid to this supplier, or is being paid. Check the invoice numbers.';

/** A refusal told under its field: the same failure, naming the field the form knows. */
function withField(error: unknown, fields: Readonly<Record<string, string>>): unknown {
  if (!isApiError(error) || error.code === null || !Object.hasOwn(fields, error.code)) return error;
  return new ApiError(error.message, {
    kind: 'http',
    status: error.status,
    code: error.code,
    field: fields[error.code] ?? null,
  });
}

/** The credit line as a spend needs it: what ₹1 would leave, whether the mPIN is set, the limit. */
async function readLine(client: ApiClient): Promise<SpendLine> {
  const [quote, mpin] = await Promise.all([
    quoteSpend(client, { amount: ONE_RUPEE, supplierId: null }),
    readMpin(client),
  ]);
  const refused = quote.refusal ? (SPEND_REFUSAL_CODES[quote.refusal.code] ?? null) : null;
  const active = quote.availableBefore !== undefined && refused !== 'notActive';
  const creditLimit = active ? (await getAmountPayable(client)).creditLimit : ZERO_PAISE;
  return {
    active,
    creditLimit,
    available: quote.availableBefore ?? ZERO_PAISE,
    overdue: refused === 'overdue',
    marketplaceBlocked: refused === 'marketplaceBlocked',
    interestFreeDays: quote.interestFreeDays ?? 0,
    mpinSet: mpin.isSet,
  };
}

const spendIdOf = (input: { request: OtpVerifyInput['request'] }): string => input.request['transactionId'] ?? '';

export function createPurchaseActors(client: ApiClient) {
  /** The invoices' files by the document id the chart keeps: sent with the spend that pays them. */
  const files = new Map<string, File>();
  /** The payment link this chart was opened on: its spend goes as the link's. */
  let link: { linkId: string; supplierId: string; amount: Paise } | null = null;

  const detailsOf = (request: SpendRequest): SpendDetails => {
    const invoices = request.invoices.map(({ number, date, amount }) => ({ number, date, amount }));
    const note = request.note === '' ? {} : { note: request.note };
    if (request.payee.kind === 'vpa') {
      const { vpa, name, merchantCode } = request.payee;
      return {
        channel: 'scanpay',
        amount: request.amount,
        invoices: [],
        ...note,
        vpa,
        payeeName: name,
        ...(merchantCode === '' ? {} : { merchantCode }),
      };
    }
    const { supplierId } = request.payee;
    const fromLink = link && link.supplierId === supplierId && link.amount === request.amount ? link : null;
    return {
      channel: fromLink ? 'link' : request.way === 'invoice' ? 'invoice' : 'quick',
      supplierId,
      amount: request.amount,
      invoices,
      ...note,
      ...(fromLink ? { linkId: fromLink.linkId } : {}),
    };
  };

  /** Sends a created spend for confirmation: the OTP goes out (or, asked again, is sent again). */
  const sendForConfirmation = async (transaction: SpendTransaction, confirmWith: 'OTP' | 'MPIN') => {
    const { payoutMethods } = await spendPayoutMethods(client, { transactionId: transaction.transactionId });
    const paymentMethod = payoutMethods.includes('BANK_TRANSFER') ? 'BANK_TRANSFER' : 'UPI';
    return processSpend(client, { transactionId: transaction.transactionId, paymentMethod, confirmWith });
  };

  return {
    readLine: fromPromise<SpendLine, void>(() => readLine(client)),
    listSuppliers: fromPromise<{ suppliers: Supplier[] }, { query: string }>(({ input }) =>
      listSuppliers(client, input),
    ),
    addSupplier: fromPromise<Supplier, NewSupplier>(async ({ input }) => {
      try {
        return (await addSupplier(client, input)).supplier;
      } catch (error) {
        throw withField(error, SUPPLIER_REFUSAL_FIELDS);
      }
    }),
    sendInvite: fromPromise<Invitation, InviteValues>(
      async ({ input }) => (await sendInvite(client, input)).invitation,
    ),
    readInvite: fromPromise<Invitation, { invitationId: string }>(async ({ input }) => {
      const { invitations } = await listInvitations(client);
      const found = invitations.find((one) => one.invitationId === input.invitationId);
      if (!found) throw new ApiError('We could not find this invitation.', { kind: 'http', status: 404, code: null });
      return found;
    }),
    resendInvite: fromPromise<Invitation, { invitationId: string }>(
      async ({ input }) => (await resendInvite(client, input)).invitation,
    ),
    readLink: fromPromise<PaymentLink, { linkId: string }>(async ({ input }) => {
      const opened = await readLink(client, input);
      const { supplier } = await getSupplier(client, { supplierId: opened.supplier.id });
      link = { linkId: opened.linkId, supplierId: supplier.supplierId, amount: opened.amount };
      const number = opened.invoiceNumber === null ? '' : `Invoice ${opened.invoiceNumber}`;
      return { supplier, amount: opened.amount, invoices: [], note: opened.note ?? number };
    }),
    // The file is checked here and sent with the spend (multipart): the lender takes invoices only with it.
    uploadInvoice: fromPromise<InvoiceDocument, { file: File }>(async ({ input }) => {
      const problem = invoiceFileProblem(input.file);
      if (problem) throw new ApiError(problem, { kind: 'http', status: 400, code: null });
      const documentId = crypto.randomUUID();
      files.set(documentId, input.file);
      return { documentId, displayName: input.file.name, name: input.file.name, size: input.file.size };
    }),
    quoteSpend: fromPromise<SpendTerms, QuoteRequest>(async ({ input }) => {
      const supplierId = input.payee.kind === 'supplier' ? input.payee.supplierId : null;
      const terms = termsOfQuote(await quoteSpend(client, { amount: input.amount, supplierId }));
      if (terms === null)
        throw new ApiError('Your credit line is not active.', { kind: 'http', status: 409, code: null });
      return terms;
    }),
    validateVpa: fromPromise<VpaCheck, { vpa: string }>(({ input }) => validateScanVpa(client, input)),
    checkEligibility: fromPromise<Eligibility, { vpa: string; amount: Paise; merchantCode: string }>(
      async ({ input }) => {
        const answer = await checkEligibility(client, input);
        const code = answer.reasons[0]?.code ?? null;
        return { eligible: answer.eligible, reason: code === null ? null : (INELIGIBLE_REASON_CODES[code] ?? code) };
      },
    ),
    // The key is the chart's: a resend after a timeout or a reload answers the spend it created.
    createSpend: fromPromise<CreatedSpend, SpendRequest>(async ({ input }) => {
      const documents = input.invoices.map(
        (invoice) => (invoice.document && files.get(invoice.document.documentId)) ?? null,
      );
      let transaction: SpendTransaction;
      try {
        ({ transaction } = await createSpend(client, {
          details: detailsOf(input),
          files: documents,
          idempotencyKey: input.idempotencyKey,
        }));
      } catch (error) {
        if (isApiError(error) && error.code === DUPLICATE_INVOICE_CODE) {
          throw new ApiError(DUPLICATE_INVOICE_MESSAGE, { kind: 'http', status: error.status, code: error.code });
        }
        throw error;
      }
      // A scanned payment is sent with its mPIN (verifyMpin), once the mPIN is set; a replayed spend is as it is.
      if (transaction.status !== 'created' || transaction.confirmBy === 'mpin') return { transaction, otpSentTo: null };
      const processed = await sendForConfirmation(transaction, 'OTP');
      return { transaction: processed.transaction, otpSentTo: processed.sentTo };
    }),
    // The kit's OTP child, its request naming the spend it confirms.
    otp: provideOtp<{ transaction: SpendTransaction }>({
      verify: fromPromise(({ input }: { input: OtpVerifyInput }): Promise<{ transaction: SpendTransaction }> =>
        verifySpendOtp(client, { transactionId: spendIdOf(input), otp: input.otp }),
      ),
      resend: fromPromise(({ input }: { input: OtpResendInput }): Promise<OtpResent> =>
        resendSpendOtp(client, { transactionId: spendIdOf(input) }),
      ),
    }),
    setMpin: fromPromise<void, { mpin: string }>(async ({ input }) => {
      await setMpin(client, input);
    }),
    verifyMpin: fromPromise<{ transaction: SpendTransaction }, { transactionId: string; mpin: string }>(
      async ({ input }) => {
        const { transaction } = await readSpend(client, input);
        if (transaction.status === 'created') await sendForConfirmation(transaction, 'MPIN');
        return verifyMpin(client, input);
      },
    ),
    readSpend: fromPromise<SpendTransaction, { transactionId: string }>(
      async ({ input }) => (await readSpend(client, input)).transaction,
    ),
    cancelSpend: fromPromise<SpendTransaction, { transactionId: string }>(
      async ({ input }) => (await cancelSpend(client, input)).transaction,
    ),
    confirmDelivery: fromPromise<SpendTransaction, { transactionId: string }>(async ({ input }) => {
      const { transaction } = await readSpend(client, input);
      if (transaction.marketplaceId === null) return transaction;
      return (await updateDelivery(client, { ...input, marketplaceId: transaction.marketplaceId })).transaction;
    }),
  };
}
