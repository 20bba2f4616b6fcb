import type { Database } from 'better-sqlite3';
import type { ApplicationRow, CustomerRow } from '../../db/customers.ts';
import { findAddress, findBusiness, findPersonalInfo, getOnboardingState } from '../../db/onboarding.ts';
import type { AddressRow } from '../../db/onboarding.ts';
import { findIdentityRecord } from '../../db/identity.ts';
import { findBankAccount, getPostApprovalState } from '../../db/post-approval.ts';
import { offerAtLimit, offersFor } from '../../lenders/lenders.ts';
import { paiseOfFigure, rupees } from '../../kit/money.ts';
import { dayMonthYear } from '../../kit/dates.ts';

// What the application form says, read from the application as the lender holds it now: the
// applicant, the business, the credit line asked for and the bank account. Every value is already
// written as a person reads it (dates DD Mon YYYY, Rs. grouped, the phone grouped, the Aadhaar and
// account masked), so the PDF only lays it out. A field the applicant never gave reads "Not given".

export type FormSection = { title: string; rows: readonly (readonly [label: string, value: string])[] };

export interface ApplicationForm {
  applicantName: string;
  lender: string;
  sections: readonly FormSection[];
}

const NOT_GIVEN = 'Not given';
const REGISTRATION_NAMES: Readonly<Record<string, string>> = { gstin: 'GSTIN', udyam: 'Udyam registration' };

const orNot = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_GIVEN : value;
const inRupees = (amount: number | null) => (amount === null ? NOT_GIVEN : rupees(paiseOfFigure(amount), 'Rs.'));
const words = (code: string | null | undefined) =>
  code ? code.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase()) : NOT_GIVEN;

/** "+91 98123 45670". */
export function phoneForPeople(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

const addressLine = (address: AddressRow | undefined) =>
  address
    ? [address.line1, address.line2, address.landmark, `${address.city}, ${address.state} ${address.pincode}`]
        .filter(Boolean)
        .join(', ')
    : NOT_GIVEN;

/** "XXXXXXXX1234": only the last four digits of an account number. */
const maskedAccount = (number: string) => `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

export function applicationFormOf(db: Database, application: ApplicationRow, customer: CustomerRow): ApplicationForm {
  const personal = findPersonalInfo(db, application.id);
  const identity = findIdentityRecord(db, application.id);
  const onboarding = getOnboardingState(db, application.id);
  const business = findBusiness(db, application.id);
  const chosen = getPostApprovalState(db, application.id);
  const bank = findBankAccount(db, application.id);
  const offered = offersFor(application.best_approved_amount ?? 0, 'several').find(
    (candidate) => candidate.nbfcName === chosen.nbfc_name,
  );
  // The APR of the amount taken, which the fixed stamp duty makes differ from the full limit's.
  const offer = offered && chosen.selected_amount !== null ? offerAtLimit(offered, chosen.selected_amount) : offered;
  const name =
    [personal?.first_name ?? customer.first_name, personal?.last_name ?? customer.last_name]
      .filter(Boolean)
      .join(' ') ||
    identity?.name ||
    NOT_GIVEN;
  const { registration_type: kind, registration_number: number } = onboarding;
  const registration = kind && number ? `${REGISTRATION_NAMES[kind] ?? kind} ${number}` : NOT_GIVEN;
  return {
    applicantName: name,
    lender: offer?.registeredName ?? NOT_GIVEN,
    sections: [
      {
        title: 'Applicant',
        rows: [
          ['Name', name],
          ['Date of birth', personal ? dayMonthYear(personal.date_of_birth) : NOT_GIVEN],
          ['Gender', words(personal?.gender)],
          ['Mobile', phoneForPeople(customer.phone)],
          ['Email', orNot(personal?.email)],
          ['PAN', orNot(onboarding.pan)],
          ['Aadhaar', orNot(identity?.masked_aadhaar)],
          ['Current address', addressLine(findAddress(db, application.id, 'current'))],
        ],
      },
      {
        title: 'Business',
        rows: [
          ['Business name', orNot(business?.business_name ?? customer.business_name)],
          ['Type', words(business?.business_type)],
          ['Category', words(business?.business_category)],
          ['Ownership', words(business?.ownership_type)],
          ['In business since', business ? dayMonthYear(business.business_start_date) : NOT_GIVEN],
          ['Annual turnover', inRupees(business?.annual_turnover ?? null)],
          ['Registration', registration],
          ['Business pincode', orNot(business?.business_pincode)],
        ],
      },
      {
        title: 'Credit line applied for',
        rows: [
          ['Lender', offer?.registeredName ?? NOT_GIVEN],
          ['Credit limit', inRupees(chosen.selected_amount ?? offer?.limit ?? null)],
          ['Tenure', offer ? `${offer.tenureMonths} months` : NOT_GIVEN],
          ['Rate of interest', offer ? `${offer.interestRatePa}% a year` : NOT_GIVEN],
          ['Annual Percentage Rate (APR)', offer ? `${offer.apr}%` : NOT_GIVEN],
        ],
      },
      {
        title: 'Bank account for the credit line',
        rows: [
          ['Account holder', orNot(bank?.holder_name)],
          ['Account number', bank ? maskedAccount(bank.account_number) : NOT_GIVEN],
          ['Account type', words(bank?.account_type)],
          ['IFSC', orNot(bank?.ifsc)],
        ],
      },
    ],
  };
}
