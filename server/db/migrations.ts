import type { Database } from 'better-sqlite3';

/** One step of the schema history: its SQL runs once, in a transaction, and sets PRAGMA user_version. */
export type Migration = { readonly version: number; readonly sql: string };

/**
 * Schema history, oldest first, from the steps each journey keeps beside its routes
 * (server/journeys.ts lists them). Each step runs once and bumps PRAGMA user_version to its
 * version, so reopening an existing file is a no-op and a file from an older build is brought
 * forward. Never edit a shipped step; add one with the next version. The versions must run
 * 1, 2, 3… with no gap or repeat: a fresh database gets every step in that order.
 */
export function schemaHistory(steps: readonly Migration[]): readonly string[] {
  const ordered = [...steps].sort((a, b) => a.version - b.version);
  ordered.forEach((step, index) => {
    if (step.version !== index + 1) {
      throw new Error(`Schema step ${index + 1} is missing or repeated (found version ${step.version}).`);
    }
  });
  return ordered.map((step) => step.sql);
}

/** Tables that hold sandbox data (what /__sandbox/reset empties); children before parents. */
export const dataTables = [
  'card_pin_otps',
  'card_channels',
  'cards',
  'profile_support_ids',
  'profile_rekyc_otps',
  'profile_rekyc',
  'sandbox_latest_email_otps',
  'profile_email_wrong_tries',
  'profile_email_otps',
  'profile_emails',
  'consent_withdrawals',
  'notification_channels',
  'customer_preferences',
  'reward_lines',
  'referrals',
  'referral_link_calls',
  'referral_links',
  'referral_codes',
  'edi_collections',
  'edi_disbursements',
  'edi_offers',
  'payment_links',
  'supplier_asks',
  'customer_mpins',
  'purchase_otps',
  'purchase_invoices',
  'purchase_spends',
  'purchase_blocks',
  'supplier_invitations',
  'purchase_suppliers',
  'credit_holds',
  'provider_references',
  'application_form_esign_requests',
  'notification_reads',
  'agreement_esign_requests',
  'loan_agreements',
  'mandates',
  'mandate_setup',
  'coupon_redemptions',
  'processing_fees',
  'idempotency_keys',
  'payment_otps',
  'payments',
  'ledger_entries',
  'credit_accounts',
  'marketplace_links',
  'cancelled_cheques',
  'bank_accounts',
  'post_approval_state',
  'lender_requests',
  'post_approval_documents',
  'statement_sessions',
  'statement_files',
  'discrepancy_holds',
  'ops_comments',
  'declarations',
  'identity_records',
  'gst_logins',
  'provider_otps',
  'digilocker_requests',
  'onboarding_state',
  'onboarding_documents',
  'onboarding_memberships',
  'onboarding_business',
  'onboarding_addresses',
  'onboarding_personal_info',
  'guarantor_requests',
  'guarantor_details',
  'guarantor_consents',
  'guarantor_loans',
  'guarantors',
  'revoked_tokens',
  'consents',
  'sandbox_latest_otps',
  'otp_wrong_tries',
  'otps',
  'sessions',
  'applications',
  'customers',
] as const;

export function migrate(db: Database, migrations: readonly string[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this server knows (${migrations.length}); ` +
        'use a newer build or another DATABASE_PATH.',
    );
  }
  migrations.slice(current).forEach((sql, index) => {
    const version = current + index + 1;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  });
}
