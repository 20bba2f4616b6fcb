import type { SandboxDeps } from '../context.ts';
import { isoAt } from '../context.ts';
import type { CustomerRow } from '../db/customers.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { findAddress, findBusiness, findPersonalInfo, getOnboardingState } from '../db/onboarding.ts';
import { findBankAccount, getPostApprovalState, listMarketplaceLinks } from '../db/post-approval.ts';
import { loanPartiesOf } from '../ledger/loan-parties.ts';
import { findMarketplace } from '../marketplaces/catalog.ts';
import { findReKyc, findVerifiedEmail, supportIdOf, type ReKycRow } from './store.ts';

// GET /v1/customer/profile's answer (docs/api-contract.md "Profile"): who the customer is and what
// the lender holds, each identifier as a customer may see it. A PAN shows its last four characters,
// a bank account its last four digits; GSTIN and Udyam numbers are the business's public ones.

const maskPan = (pan: string) => `XXXXXX${pan.slice(-4)}`;

function registrationOf(state: ReturnType<typeof getOnboardingState>) {
  const number = state.registration_number;
  return {
    gstin: state.registration_type === 'gstin' ? number : null,
    udyam: state.registration_type === 'udyam' ? number : null,
  };
}

export function reKycJson(row: ReKycRow | undefined) {
  return row ? { status: row.status, dueBy: row.due_by, completedAt: row.completed_at } : null;
}

export function profileOf(deps: SandboxDeps, customer: CustomerRow) {
  const application = findApplicationOfCustomer(deps.db, customer.id);
  const id = application?.id ?? '';
  const personal = findPersonalInfo(deps.db, id);
  const state = getOnboardingState(deps.db, id);
  const address = findAddress(deps.db, id, 'current') ?? findAddress(deps.db, id, 'aadhaar');
  const business = findBusiness(deps.db, id);
  const account = findBankAccount(deps.db, id);
  const parties = loanPartiesOf(deps.db, customer, null);
  // A lender is the customer's once the application chose one (or a loan was made with it).
  const lenderChosen =
    parties.loanReference !== null || (application ? getPostApprovalState(deps.db, id).nbfc_name : null);
  const verified = findVerifiedEmail(deps.db, customer.id);
  const name = [customer.first_name ?? personal?.first_name, customer.last_name ?? personal?.last_name]
    .filter(Boolean)
    .join(' ');
  return {
    // The §7 lender calls are addressed by it (ADR 056).
    customerId: customer.id,
    name: name || null,
    phone: customer.phone,
    businessName: business?.business_name ?? customer.business_name ?? null,
    pan: state.pan ? maskPan(state.pan) : null,
    ...registrationOf(state),
    address: address
      ? {
          line1: address.line1,
          line2: address.line2,
          landmark: address.landmark,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
        }
      : null,
    email: verified
      ? { address: verified.email, verified: true, verifiedAt: verified.verified_at }
      : personal?.email
        ? { address: personal.email, verified: false, verifiedAt: null }
        : null,
    bankAccount: account
      ? {
          holderName: account.holder_name,
          last4: account.account_number.slice(-4),
          ifsc: account.ifsc,
          accountType: account.account_type,
        }
      : null,
    marketplaces: listMarketplaceLinks(deps.db, id).map((link) => ({
      name: findMarketplace(link.marketplace_name)?.displayName ?? link.marketplace_name,
      sellerId: link.seller_id,
    })),
    lender: lenderChosen ? parties.lenderName : null,
    loanReference: parties.loanReference,
    supportId: supportIdOf(deps.db, customer.id, isoAt(deps.now())),
    reKyc: reKycJson(findReKyc(deps.db, customer.id)),
  };
}
