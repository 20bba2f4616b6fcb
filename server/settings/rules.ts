// The sandbox lender's rules for the customer's settings (docs/sandbox.md, "Settings"; ADR 053).

// The lender's side of the wire (docs/api-contract.md, "Settings"); the app reads the same names
// from rules/settings/choices.ts (the sandbox is a separate program and imports none of it).
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CHANNELS = ['sms', 'whatsapp', 'email', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CONSENT_KINDS = ['whatsapp', 'digilocker', 'accountAggregator', 'creditBureau'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

type Withdrawal = 'stop' | 'revoke' | 'refuseFuture' | 'none';

/**
 * What withdrawing each consent does (DPDP Act 2023 s.6(4): as easy as giving it), or `none` where
 * the law keeps the record: `stop` ends it (WhatsApp messages stop), `revoke` revokes the account
 * aggregator consent (no more fetches), `refuseFuture` refuses the bureau pulls to come (the one
 * made for the application stays: it happened), `none` for DigiLocker (a one-time fetch whose KYC
 * record the lender must keep five years after the relationship ends, RBI KYC Directions s.46).
 */
export const WITHDRAWAL: Readonly<Record<ConsentKind, Withdrawal>> = {
  whatsapp: 'stop',
  accountAggregator: 'revoke',
  creditBureau: 'refuseFuture',
  digilocker: 'none',
};

/** The consent name the login posts (POST /v1/consent-status) for WhatsApp. */
export const WHATSAPP_CONSENT = 'WHATSAPP';

export const SettingsErrorCodes = {
  /** A consent not given, or already withdrawn. */
  notGiven: 'EPL-40955',
  /** A consent the law keeps (DigiLocker's KYC record). */
  notWithdrawable: 'EPL-40956',
} as const;
