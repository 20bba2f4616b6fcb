import { laterJourneyEntry } from '../routing/access.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';
import { isAgreementAddress, type AgreementScreen } from './screens.ts';
import type { Agreement, AgreementContext } from './types.ts';

// The agreement machine's pure rules over its context: the screen the lender's records put the
// applicant on, which screens the address bar may open, and where a position that is not this
// journey's goes.

/** The screens a status places the applicant on (the others are documents, read on the way). */
export type PlacedScreen = 'kfs' | 'agreement' | 'loanSuccess' | 'loanFailure' | 'activated';

/** The lender's records decide: the KFS first, then signing, then review, then the live line. */
export function placedScreen(agreement: Agreement): PlacedScreen {
  if (agreement.creditAccount) return 'activated';
  switch (agreement.review.stage) {
    case 'rejected':
      return 'loanFailure';
    case 'opsReview':
    case 'approved':
    case 'active':
      return 'loanSuccess';
    case 'signing':
      return agreement.kfsAcknowledgedAt === null ? 'kfs' : 'agreement';
  }
}

/** Documents stay readable from any screen once the loan exists (the KFS above all, RBI 2024). */
const DOCUMENTS: readonly AgreementScreen[] = ['kfs', 'sanctionLetter', 'agreementDocument'];

/** Whether the address bar (or a reload) may open `screen` now. */
export function mayOpen(context: Pick<AgreementContext, 'agreement'>, screen: AgreementScreen): boolean {
  const { agreement } = context;
  if (!agreement) return false;
  return DOCUMENTS.includes(screen) || placedScreen(agreement) === screen;
}

/** Where a position the agreement does not hold goes: its own journey's entry, else the dashboard. */
export function handOverOf(context: Pick<AgreementContext, 'position'>): string {
  const entry = context.position ? laterJourneyEntry(context.position) : addressOfScreen('Dashboard');
  // An agreement status without a loan to agree has nowhere in this journey to go.
  return isAgreementAddress(entry) ? addressOfScreen('Dashboard') : entry;
}
