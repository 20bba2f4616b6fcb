import * as v from 'valibot';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import type { SandboxEnv } from '../context.ts';
import { BODY_LIMITS } from '../http/body-limits.ts';
import { ErrorCodes, HttpError, badRequest } from '../kit/errors.ts';
import { RupeesAsPaiseSchema } from '../kit/money.ts';
import { UuidSchema, VisibleText, parseOrThrow, requireJsonContentType } from '../kit/validation.ts';
import { MAX_INVOICES, MINIMUM_SPEND, PurchaseErrorCodes, invoiceProblem } from './rules.ts';
import type { NewInvoice } from './spends.ts';

// What POST /v1/customer/multi-invoice-transaction reads: a multipart body whose `details` field is
// the spend as JSON and whose `invoice0`, `invoice1`… files are its invoices in order, or the same
// JSON alone (a scan-and-pay or a quick payment without invoices).

/** One invoice file's cap: the whole body's (uploadBody) is larger, for several. */
export const MAX_INVOICE_FILE_BYTES = 5 * 1024 * 1024;

const InvoiceSchema = v.strictObject({
  number: v.pipe(
    v.string(),
    VisibleText,
    v.trim(),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/, 'must be 1-40 letters, digits, /, _, . or -'),
  ),
  date: v.pipe(v.string(), v.isoDate('must be a date, YYYY-MM-DD')),
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
});

export const SpendSchema = v.strictObject({
  channel: v.picklist(['quick', 'invoice', 'scanpay', 'link'], 'must be quick, invoice, scanpay or link'),
  supplierId: v.optional(UuidSchema),
  amount: v.pipe(RupeesAsPaiseSchema, v.minValue(MINIMUM_SPEND, 'must be at least ₹1')),
  invoices: v.optional(v.pipe(v.array(InvoiceSchema), v.maxLength(MAX_INVOICES, `at most ${MAX_INVOICES}`)), []),
  note: v.optional(v.pipe(v.string(), VisibleText, v.trim(), v.maxLength(100))),
  // Scan-and-pay: the payee read from the UPI QR code.
  vpa: v.optional(v.pipe(v.string(), v.maxLength(255))),
  payeeName: v.optional(v.pipe(v.string(), VisibleText, v.trim(), v.minLength(1), v.maxLength(100))),
  merchantCode: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit merchant category code'))),
  // A payment link's spend.
  linkId: v.optional(UuidSchema),
});
export type SpendInput = v.InferOutput<typeof SpendSchema>;

type InvoiceFile = NonNullable<NewInvoice['file']>;

const SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

async function invoiceFile(file: File, field: string): Promise<InvoiceFile> {
  if (file.size > MAX_INVOICE_FILE_BYTES) {
    throw new HttpError(413, ErrorCodes.bodyTooLarge, `${field}: an invoice may be at most 5 MB`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte))) {
    throw new HttpError(415, ErrorCodes.unsupportedMediaType, `${field}: an invoice must be a PDF, PNG or JPEG`);
  }
  const name = parseOrThrow(v.pipe(v.string(), VisibleText, v.maxLength(200)), file.name || field, `${field}.name`);
  return { name, size: file.size, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function parsedJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${where}: must be a JSON document`);
  }
}

export type ReadSpend = { input: SpendInput; files: (InvoiceFile | null)[] };

/** The spend and its invoices' files, checked: the invoice rules, the channel's fields, each file's type and size. */
export async function readSpend(c: Context<SandboxEnv>): Promise<ReadSpend> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let input: SpendInput;
  const files: (InvoiceFile | null)[] = [];
  if (type.startsWith('multipart/form-data')) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest('body: could not be read as multipart/form-data');
    }
    const details = form.details;
    if (typeof details !== 'string') throw badRequest('body.details: must be the spend as JSON text');
    input = parseOrThrow(SpendSchema, parsedJson(details, 'body.details'), 'body.details');
    const known = new Set(['details', ...input.invoices.map((_, index) => `invoice${index}`)]);
    const stray = Object.keys(form).find((field) => !known.has(field));
    if (stray !== undefined) throw badRequest(`body.${stray}: is not a field of this form`);
    for (const [index] of input.invoices.entries()) {
      const file = form[`invoice${index}`];
      if (file === undefined) files.push(null);
      else if (file instanceof File) files.push(await invoiceFile(file, `body.invoice${index}`));
      else throw badRequest(`body.invoice${index}: must be one file`);
    }
  } else {
    // The route lifts the JSON limit for its files (uploadBody); a spend sent as JSON alone keeps it.
    requireJsonContentType(c);
    const text = await c.req.text();
    if (Buffer.byteLength(text) > BODY_LIMITS.json) {
      throw new HttpError(413, ErrorCodes.bodyTooLarge, 'body: larger than the 64 KB allowed');
    }
    input = parseOrThrow(SpendSchema, parsedJson(text, 'body'), 'body');
    files.push(...input.invoices.map(() => null));
  }
  assertChannelFields(input);
  return { input, files };
}

function assertChannelFields(input: SpendInput): void {
  const scan = input.channel === 'scanpay';
  if (scan && (input.vpa === undefined || input.payeeName === undefined)) {
    throw badRequest('body: a scan-and-pay spend names the vpa and payeeName read from the QR code');
  }
  if (scan && (input.supplierId !== undefined || input.invoices.length > 0)) {
    throw badRequest('body: a scan-and-pay spend has no supplierId or invoices');
  }
  if (!scan && input.supplierId === undefined) throw badRequest('body.supplierId: required');
  if (input.channel === 'invoice' && input.invoices.length === 0) throw badRequest('body.invoices: at least one');
  if (input.channel === 'link' && input.linkId === undefined) throw badRequest('body.linkId: required');
  const problem = invoiceProblem(input.invoices, input.amount);
  if (problem !== null) {
    const code = problem.includes('twice') ? PurchaseErrorCodes.duplicateInvoice : PurchaseErrorCodes.invoiceTotal;
    throw new HttpError(problem.includes('twice') ? 409 : 422, code, `body.invoices: ${problem}`);
  }
}
