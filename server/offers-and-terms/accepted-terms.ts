import type { CustomerRow } from '../db/customers.ts';
import { findTermsDocument } from '../terms/document.ts';
import { tncLink } from '../terms/version.ts';

// The terms a customer accepted (GET /v1/customer/tnc; docs/sandbox.md, "Accepted terms"): the
// version the login recorded, its title, when it was accepted and where to read it. The login
// records one acceptance per customer (a new version would ask again and replace it), so the list
// holds one entry, or none for a customer seeded without accepting.

export type AcceptedTerms = {
  /** The version accepted, e.g. tnc-2026-01. */
  tncId: string;
  title: string;
  /** ISO instant the customer accepted it. */
  acceptedAt: string;
  /** The document's address (the API serves it as a page of its own). */
  link: string;
};

export function acceptedTermsOf(
  customer: Pick<CustomerRow, 'tnc_accepted' | 'tnc_id' | 'tnc_accepted_at'>,
): AcceptedTerms[] {
  if (customer.tnc_accepted !== 1 || !customer.tnc_id || !customer.tnc_accepted_at) return [];
  const document = findTermsDocument(customer.tnc_id);
  return [
    {
      tncId: customer.tnc_id,
      // A version the sandbox no longer serves is still what they accepted: it is named by its id.
      title: document?.title ?? `Terms ${customer.tnc_id}`,
      acceptedAt: customer.tnc_accepted_at,
      link: tncLink(customer.tnc_id),
    },
  ];
}
