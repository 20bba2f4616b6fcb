import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { putCustomerRow } from '../db/upsert.ts';
import { consentOf, setWhatsappConsent, withdrawConsent } from './consents.ts';
import type { Channel, Language } from './rules.ts';

// The customer's preferences (docs/sandbox.md, "Settings"): the language they chose (English until
// they choose) and each notification channel, on until turned off. WhatsApp is the WhatsApp
// consent itself: its switch gives or withdraws that consent, so the two can never disagree.

export type Preferences = { language: Language; channels: Record<Channel, boolean> };

type OwnChannel = Exclude<Channel, 'whatsapp'>;

/** What a notification sender asks before it sends on a channel (the sandbox keeps only the in-app feed). */
export function preferencesOf(db: Database, customerId: string): Preferences {
  const language = statement(db, 'SELECT language FROM customer_preferences WHERE customer_id = ?').get(customerId) as
    { language: Language } | undefined;
  const rows = statement(db, 'SELECT channel, enabled FROM notification_channels WHERE customer_id = ?').all(
    customerId,
  ) as { channel: OwnChannel; enabled: number }[];
  const off = new Set(rows.filter((row) => row.enabled === 0).map((row) => row.channel));
  return {
    language: language?.language ?? 'en',
    channels: {
      sms: !off.has('sms'),
      whatsapp: consentOf(db, customerId, 'whatsapp').status === 'given',
      email: !off.has('email'),
      push: !off.has('push'),
    },
  };
}

export function setLanguage(db: Database, customerId: string, language: Language, nowIso: string): void {
  putCustomerRow(db, 'customer_preferences', customerId, { language, updated_at: nowIso });
}

/** Turns a channel on or off; the same answer twice changes nothing (a retried tap). */
export function setChannel(db: Database, customerId: string, channel: Channel, enabled: boolean, nowIso: string) {
  if (channel === 'whatsapp') {
    const given = consentOf(db, customerId, 'whatsapp').status === 'given';
    if (enabled && !given) setWhatsappConsent(db, customerId, 'granted', nowIso);
    if (!enabled && given) withdrawConsent(db, customerId, 'whatsapp', nowIso);
    return;
  }
  statement(
    db,
    `INSERT INTO notification_channels (customer_id, channel, enabled, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, channel) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
  ).run(customerId, channel, enabled ? 1 : 0, nowIso);
}
