import type { Actor } from 'xstate';
import type { guarantorMachine } from '../../../machines/guarantor/guarantor.machine.ts';
import { storage } from '../../lib/storage.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { provideGuarantor, type GuarantorLogic } from './provide.ts';

// The one guarantor actor of a logged-in guarantor: created when a guarantor address first opens
// (the landing after OTP, a reload, the way back from a provider page) and kept until the
// guarantor logs out. The address it opened on is its entry (ADR 003); storage keeps the chosen
// loan so a reload finds it.

export type GuarantorActorRef = Actor<typeof guarantorMachine>;

function storedChoice(): string | null {
  const stored = storage.get('selectedGuarantorLoan') as { loanId?: unknown } | null;
  return typeof stored?.loanId === 'string' ? stored.loanId : null;
}

const guarantorIdOf = () => storage.get('guarantorId') || null;

export const guarantorJourney: JourneySpec<GuarantorLogic> = {
  id: 'guarantor',
  key: ({ session }) => (session.matches({ loggedIn: 'guarantor' }) && guarantorIdOf() ? 'guarantor' : null),
  logic: ({ entry }) =>
    provideGuarantor(apiClient, {
      entry,
      chosenLoanId: storedChoice,
      now: () => Date.now(),
      storeChoice: (loanId) => storage.set('selectedGuarantorLoan', { loanId }),
      redirectTo: (url) => window.location.assign(url),
    }),
  input: () => ({ guarantorId: guarantorIdOf() ?? '' }),
};
