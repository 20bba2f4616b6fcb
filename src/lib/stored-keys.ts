import * as v from 'valibot';
import { decodedTokenSchema } from './jwt.ts';

const text = v.string();
const flag = v.boolean();
// Server answers kept as they came (home data, flags, guarantor data): whoever
// reads one parses it with the API schema, because storage content is untrusted.
const serverAnswer = v.unknown();

const nullableText = v.optional(v.nullable(v.string()), null);

/** The partner's branding of §3 Marketplace info, which the API's answer extends. */
export const storedMarketplaceInfoSchema = v.object({
  /** The marketplace's code (shipkart): what calls and the logout's return carry. */
  name: v.string(),
  /** How the marketplace writes its own name (ShipKart): what people read. Absent from older answers. */
  displayName: nullableText,
  marketplaceLogoUrl: nullableText,
  primaryColorCode: nullableText,
  fontFamily: nullableText,
});

export const uploadedDocumentSchema = v.object({
  displayName: v.string(),
  name: v.string(),
  size: v.number(),
});

/** §3 marketplace purchase state, filled in step by step, so every field is optional. */
export const marketplacePurchaseSchema = v.partial(
  v.object({
    supplier: v.nullable(v.string()),
    supplierId: v.nullable(v.string()),
    productType: v.nullable(v.string()),
    transactionAmount: v.nullable(v.number()),
    transactionId: v.nullable(v.string()),
    invoiceNumber: v.nullable(v.string()),
    documents: v.array(uploadedDocumentSchema),
    paymentMethod: v.nullable(v.string()),
    /** The spend's idempotency keys are made from it: a reload mid-Pay resends the same key (ADR 040). */
    keySeed: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,60}$/)),
  }),
);

/** Every §3 "Stored in the browser" key with the schema its value is read back with. */
export const storedKeySchemas = {
  /** The combined "<tokenType> <accessToken>" string sent as Authorization. */
  token: text,
  tokenType: text,
  phone: text,
  decodedToken: decodedTokenSchema,
  marketplaceInfo: storedMarketplaceInfoSchema,
  flags: serverAnswer,
  reKycRequired: flag,
  guarantorId: text,
  guarantorData: serverAnswer,
  selectedGuarantorLoan: serverAnswer,
  isWebView: flag,
  webViewMetadata: serverAnswer,
  homeData: serverAnswer,
  latestLoanId: text,
  supportId: text,
  referralCallbackUrl: text,
  referralMarketplaceCode: text,
  isReferralFlow: flag,
  webViewHomeData: serverAnswer,
  returnUrl: text,
  sessionId: text,
  lastErrorCode: text,
  marketplacePurchase: marketplacePurchaseSchema,
  /** §2/§6 staging override: the development server a tester chose (non-production builds only). */
  stagingServer: text,
} as const;

export type StoredKey = keyof typeof storedKeySchemas;

/** Key → value type of everything Saakh keeps in the browser. */
export type StoredKeys = { [K in StoredKey]: v.InferOutput<(typeof storedKeySchemas)[K]> };

export type StoredMarketplaceInfo = StoredKeys['marketplaceInfo'];
export type MarketplacePurchase = StoredKeys['marketplacePurchase'];
