import type { Migration } from '../db/migrations.ts';

/**
 * Wrong login codes per phone.
 * Shipped steps of the schema history (server/db/migrations.ts): never edit one, add a version.
 */
export const otpMigrations: readonly Migration[] = [
  {
    version: 15,
    sql: `
  -- Wrong login codes per phone, whichever session or code they were tried on: the phone's budget
  -- of wrong tries (server/otp/otp-policy.ts). A right code deletes its phone's rows.
  CREATE TABLE otp_wrong_tries (
    phone TEXT NOT NULL,
    at_ms INTEGER NOT NULL
  );
  CREATE INDEX otp_wrong_tries_by_phone ON otp_wrong_tries(phone, at_ms);
  CREATE INDEX otps_by_phone ON otps(phone, issued_at_ms);
  `,
  },
];
