// The settings' choices, written once for the sandbox, the chart and the app (ADR 053): the
// languages the customer may choose, the notification channels and the consents they can see.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CHANNELS = ['sms', 'whatsapp', 'email', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CONSENT_KINDS = ['whatsapp', 'digilocker', 'accountAggregator', 'creditBureau'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * What withdrawing a consent does: `stop` ends it (WhatsApp messages stop), `revoke` revokes the
 * account aggregator consent (no more fetches), `refuseFuture` refuses the bureau checks to come
 * (the one made for the application happened and stays), `none` where the law keeps the record.
 */
export const WITHDRAWALS = ['stop', 'revoke', 'refuseFuture', 'none'] as const;
export type Withdrawal = (typeof WITHDRAWALS)[number];

export const CONSENT_STATUSES = ['given', 'withdrawn', 'notGiven'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
