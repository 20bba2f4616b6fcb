import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSandbox, testClock } from '../support/server/sandbox.ts';
import type { TestSandbox } from '../support/server/sandbox.ts';
import { activeLoan, upiRepayment, type ActiveLoan } from '../support/server/active-loan.ts';
import { GROUPED_AMOUNT, pdfText } from '../support/server/pdf-text.ts';
import { applicationFormOf } from '../../server/post-approval/application-form/facts.ts';
import { applicationFormPdf } from '../../server/post-approval/application-form/pdf.ts';
import { nachTemplatePdf } from '../../server/mandate/nach-pdf.ts';
import { findApplicationOfCustomer, findCustomerById } from '../../server/db/customers.ts';

// The class test for the sandbox's documents (issue 35): every PDF it generates — the KFS, the
// sanction letter, the agreement unsigned and signed, the statement, the receipts, the NACH form,
// the application form unsigned and signed — is read back as text, and none prints a UUID, an ISO
// date or an amount that is not grouped the Indian way after its currency sign. A new generator
// (a server file that makes a PDF) fails the first test until it is added here.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const AMOUNT = /(?:₹|Rs\.?)\s?[\d,]+(?:\.\d+)?/g;
const UNGROUPED_MOBILE = /\+91[\s-]?\d{10}\b|(?<![\d+])\b[6-9]\d{9}\b/;

/** The files that make PDFs, and the documents below that read each one's output. */
const GENERATOR_FILES = [
  'server/agreement/documents.ts',
  'server/ledger/statement-pdf.ts',
  'server/lenders/kfs-pdf.ts',
  'server/mandate/nach-pdf.ts',
  'server/payment/fee-invoice.ts',
  'server/payment/receipt-pdf.ts',
  'server/post-approval/application-form/pdf.ts',
];

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? serverFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

let s: TestSandbox;
let loan: ActiveLoan;
const documents = new Map<string, Uint8Array>();

async function fetched(name: string, url: string): Promise<void> {
  const answer = await s.call('GET', url, undefined, loan.headers);
  expect(answer.status, name).toBe(200);
  documents.set(name, new Uint8Array(await answer.arrayBuffer()));
}

beforeAll(async () => {
  s = makeSandbox({ clock: testClock(Date.UTC(2026, 10, 20, 5, 0, 0)) });
  loan = await activeLoan(s, '9123400801', 123456);
  s.clock.advance(2 * 60 * 60 * 1000);
  const repayment = await upiRepayment(s, loan, 23456.78, 'approve');
  await fetched('KFS', `/v1/lms/kfs/${loan.loanId}`);
  expect((await s.call('PUT', '/__sandbox/customers/9123400801/edi-offer', {})).status).toBe(200);
  await fetched('EDI KFS', '/v1/customer/edi-kfs?amount=123456.78&tenureDays=90');
  await fetched('sanction letter', `/v1/creditloan/${loan.loanId}/sanction-document`);
  await fetched('loan agreement', `/v1/creditloan/${loan.loanId}/loan-document`);
  await fetched('signed loan agreement', `/v1/nbfc-singed-document?loanId=${loan.loanId}`);
  await fetched('statement', '/v2/customer/generate-statement?from=2026-11-01&to=2026-11-30');
  await fetched('repayment receipt', `/v1/customer/transaction/${repayment}/receipt`);
  const fee = (await (
    await s.call('PUT', `/__sandbox/customers/${loan.phone}/processing-fee`, { amount: 7407 })
  ).json()) as { processingFeeId: string; total: number };
  const started = await s.call(
    'POST',
    '/v2/repayment/initiate-transaction',
    {
      purpose: 'processingFee',
      paymentMethod: 'NET_BANKING',
      returnUrl: '/dashboard/processing-fee',
      processingFee: { processingFeeId: fee.processingFeeId, couponCode: null },
      repaymentDTO: { amount: fee.total, bankCode: 'SBIN' },
    },
    { ...loan.headers, 'idempotency-key': 'class-test-fee' },
  );
  const feeId = ((await started.json()) as { transaction: { transactionId: string } }).transaction.transactionId;
  await s.call('POST', `/__sandbox/payments/${feeId}/decision`, { decision: 'approve' });
  await fetched('fee receipt', `/v1/customer/transaction/${feeId}/receipt`);
  await fetched('fee tax invoice', `/v1/repayment/processing-fee/${fee.processingFeeId}/invoice`);
  const customer = findCustomerById(s.db, loan.customerId);
  const application = findApplicationOfCustomer(s.db, loan.customerId);
  if (!customer || !application) throw new Error('the borrower has no application');
  const form = applicationFormOf(s.db, application, customer);
  const now = new Date(s.clock.now()).toISOString();
  documents.set('application form', await applicationFormPdf(form, now));
  documents.set(
    'signed application form',
    await applicationFormPdf(form, now, { signerName: 'Asha Verma', maskedAadhaar: 'XXXX XXXX 0124', signedAt: now }),
  );
  documents.set(
    'NACH form',
    await nachTemplatePdf({
      mandateId: '3f2a9c1b-7d4e-4f60-9a8b-1c2d3e4f5a6b',
      applicantName: 'Asha Verma',
      businessName: 'Verma Traders',
      bankName: 'HDFC Bank',
      ifsc: 'HDFC0001234',
      accountNumber: 'XXXX6789',
      maxAmount: 1234567,
      date: now,
    }),
  );
});
afterAll(() => s.close());

describe('every PDF the sandbox generates', () => {
  it('is covered here: each server file that makes a PDF is in the list', () => {
    const makers = serverFiles('server')
      .filter((file) => /PDFDocument\.create\(|Sheet\.create\(|newPdf\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.startsWith(path.join('server', 'pdf') + path.sep))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(makers).toEqual(GENERATOR_FILES);
    expect(documents.size).toBe(12);
  });

  it('prints no UUID, no ISO date, no ungrouped amount or mobile number', async () => {
    const broken: string[] = [];
    for (const [name, bytes] of documents) {
      const text = await pdfText(bytes);
      expect(text.length, name).toBeGreaterThan(100);
      if (UUID.test(text)) broken.push(`${name}: a UUID (${text.match(UUID)?.[0]})`);
      if (ISO_DATE.test(text)) broken.push(`${name}: an ISO date (${text.match(ISO_DATE)?.[0]})`);
      if (UNGROUPED_MOBILE.test(text))
        broken.push(`${name}: an ungrouped mobile (${text.match(UNGROUPED_MOBILE)?.[0]})`);
      for (const amount of text.match(AMOUNT) ?? []) {
        if (!GROUPED_AMOUNT.test(amount.replace(/^Rs\.?\s?/, 'Rs. '))) broken.push(`${name}: ${amount} is not grouped`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names the loan by its reference on every loan document', async () => {
    const loanDocuments = ['KFS', 'sanction letter', 'loan agreement', 'signed loan agreement', 'statement'];
    for (const name of [...loanDocuments, 'repayment receipt', 'fee receipt']) {
      const text = await pdfText(documents.get(name) ?? new Uint8Array());
      expect(text, name).toContain(loan.loanReference);
    }
  });
});
