import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';
import { randomUUID } from 'node:crypto';
import { updateColumns } from './update-columns.ts';

export type CustomerRow = {
  id: string;
  phone: string;
  onboarding_type: 'direct' | 'referral';
  is_guarantor: number;
  tnc_accepted: number;
  tnc_id: string | null;
  tnc_accepted_at: string | null;
  show_referrer_code: number;
  referrer_code: string | null;
  marketplace_name: string | null;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  customer_kyc_required: number;
  business_address_present: number;
  skip_gst: number;
  created_at: string;
};

export type ApplicationRow = {
  id: string;
  customer_id: string;
  status: string;
  sub_status: string | null;
  next_action: string | null;
  mandate_registered: number;
  digilocker_verified: number;
  latest_loan_id: string | null;
  ifsc_code: string | null;
  application_rejected: number;
  best_approved_amount: number | null;
  percent_completed: number;
  referral_callback_url: string | null;
  referral_marketplace_mcode: string | null;
  created_at: string;
  updated_at: string;
};

/** Where every new applicant starts (docs/sandbox.md, "Business rules"). */
export const INITIAL_STATUS = 'initiated';
export const INITIAL_NEXT_ACTION = 'personalInfo';

export function findCustomerByPhone(db: Database, phone: string): CustomerRow | undefined {
  return statement(db, 'SELECT * FROM customers WHERE phone = ?').get(phone) as CustomerRow | undefined;
}

export function findCustomerById(db: Database, id: string): CustomerRow | undefined {
  return statement(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
}

export function findApplicationById(db: Database, id: string): ApplicationRow | undefined {
  return statement(db, 'SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow | undefined;
}

export function findApplicationOfCustomer(db: Database, customerId: string): ApplicationRow | undefined {
  return statement(db, 'SELECT * FROM applications WHERE customer_id = ?').get(customerId) as
    ApplicationRow | undefined;
}

export type NewCustomer = {
  phone: string;
  onboardingType: 'direct' | 'referral';
  marketplaceName: string | null;
  referralCallbackUrl: string | null;
  referralMarketplaceMcode: string | null;
  nowIso: string;
};

/** Creates the customer and their application together; call inside a transaction. */
export function insertCustomerWithApplication(db: Database, input: NewCustomer): CustomerRow {
  const customerId = randomUUID();
  statement(
    db,
    `INSERT INTO customers (id, phone, onboarding_type, show_referrer_code, marketplace_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    customerId,
    input.phone,
    input.onboardingType,
    // A referral applicant already came through a partner; a referrer code would be a second referral.
    input.onboardingType === 'direct' ? 1 : 0,
    input.marketplaceName,
    input.nowIso,
  );
  statement(
    db,
    `INSERT INTO applications (id, customer_id, status, next_action, referral_callback_url,
       referral_marketplace_mcode, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    customerId,
    INITIAL_STATUS,
    INITIAL_NEXT_ACTION,
    input.referralCallbackUrl,
    input.referralMarketplaceMcode,
    input.nowIso,
    input.nowIso,
  );
  const created = findCustomerById(db, customerId);
  if (!created) throw new Error('customer vanished right after insert');
  return created;
}

const customerColumns = [
  'onboarding_type',
  'is_guarantor',
  'tnc_accepted',
  'tnc_id',
  'tnc_accepted_at',
  'show_referrer_code',
  'referrer_code',
  'marketplace_name',
  'first_name',
  'last_name',
  'business_name',
  'customer_kyc_required',
  'business_address_present',
  'skip_gst',
] as const satisfies readonly (keyof CustomerRow)[];

const applicationColumns = [
  'status',
  'sub_status',
  'next_action',
  'mandate_registered',
  'digilocker_verified',
  'latest_loan_id',
  'ifsc_code',
  'application_rejected',
  'best_approved_amount',
  'percent_completed',
  'referral_callback_url',
  'referral_marketplace_mcode',
] as const satisfies readonly (keyof ApplicationRow)[];

export type CustomerPatch = Partial<Pick<CustomerRow, (typeof customerColumns)[number]>>;
export type ApplicationPatch = Partial<Pick<ApplicationRow, (typeof applicationColumns)[number]>>;

export function updateCustomer(db: Database, id: string, patch: CustomerPatch): void {
  updateColumns(db, 'customers', id, customerColumns, patch);
}

export function updateApplication(db: Database, id: string, patch: ApplicationPatch, nowIso: string): void {
  const keys = applicationColumns.filter((key) => patch[key] !== undefined);
  if (keys.length === 0) return;
  updateColumns(db, 'applications', id, applicationColumns, patch);
  statement(db, 'UPDATE applications SET updated_at = ? WHERE id = ?').run(nowIso, id);
}
