import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { GuarantorContext } from '../../../machines/guarantor/guarantor.machine.ts';
import type { GuarantorStart, GuarantorSummary } from '../../../machines/guarantor/types.ts';
import { named } from './named.ts';

// The guarantor journey's sample events, for its machine paths (tests/paths/guarantor.paths.test.ts)
// and its browser paths (tests/browser/paths/guarantor.spec.ts): per screen, only what a user (or
// the server) can produce there. The start's samples are the ways a guarantor arrives: after OTP
// on Loan Information, a reload on each step, back from each provider page, readyForOps, and a
// status this build does not know.

export const NOW = Date.UTC(2026, 1, 1, 10, 0, 0);
export const GUARANTOR_ID = '5d0f8a34-8f55-4a8a-9a7e-6a8f3f1c2b01';
export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const PAN = 'ABCPV1234K';
export const DETAILS = {
  fullName: 'Ravi Verma',
  dateOfBirth: '1975-06-01',
  email: 'ravi@example.com',
  relation: 'Brother',
};
export const RELATIONS = [
  'Father',
  'Mother',
  'Spouse',
  'Brother',
  'Sister',
  'Son',
  'Daughter',
  'Relative',
  'Friend',
  'Business partner',
];

/** The loan with e-sign pending (chosen), one already signed, one past its expiry. */
export const LOANS = [
  {
    loanId: 'LN-PENDING',
    amountSelected: 250000,
    businessName: 'Verma Traders',
    fullName: 'Asha Verma',
    createdTime: '2026-01-10T09:30:00.000Z',
    expiryTime: '2026-03-10T09:30:00.000Z',
    aadharEsignPending: true,
  },
  {
    loanId: 'LN-SIGNED',
    amountSelected: 1250000.5,
    businessName: 'Kumar Stores',
    fullName: 'Vijay Kumar',
    createdTime: '2025-12-01T09:30:00.000Z',
    expiryTime: '2026-03-01T09:30:00.000Z',
    aadharEsignPending: false,
  },
  {
    loanId: 'LN-EXPIRED',
    amountSelected: 90000,
    businessName: 'Old Mills',
    fullName: 'Meena Rao',
    createdTime: '2025-11-01T09:30:00.000Z',
    expiryTime: '2026-01-20T09:30:00.000Z',
    aadharEsignPending: true,
  },
] as const;

export const PENDING_LOAN = LOANS[0].loanId;

/** A second loan waiting for this guarantor, not expired (only the verifiedWithAnother start has it). */
export const NEXT_LOAN = {
  loanId: 'LN-NEXT',
  amountSelected: 400000,
  businessName: 'Rao Textiles',
  fullName: 'Meena Rao',
  createdTime: '2026-01-25T09:30:00.000Z',
  expiryTime: '2026-03-25T09:30:00.000Z',
  aadharEsignPending: true,
};

const loans = (signedPending = false) =>
  LOANS.map((loan) =>
    signedPending && loan.loanId === PENDING_LOAN ? { ...loan, aadharEsignPending: false } : { ...loan },
  );

export const summaryAt = (status: string, pendingSigned = false): GuarantorSummary => ({
  guarantorId: GUARANTOR_ID,
  status,
  loans: loans(pendingSigned),
  details: null,
});

const start = (name: string, overrides: Partial<GuarantorStart> & { status: string }): GuarantorStart => {
  const { status, ...rest } = overrides;
  return named(name, {
    summary: summaryAt(status, status === 'aadharESigned'),
    chosenLoanId: PENDING_LOAN,
    entry: 'step',
    providerReturn: null,
    now: NOW,
    ...rest,
  });
};

/** The ways a guarantor arrives, each landing on another screen. */
export const STARTS = {
  afterOtp: start('after OTP', { status: 'initiated', entry: 'loanInfo', chosenLoanId: null }),
  pan: start('reload at PAN', { status: 'initiated' }),
  details: start('reload at details', { status: 'panNumberUpdated' }),
  kyc: start('reload at KYC', { status: 'personalInfoUpdated' }),
  kycSuccess: start('reload at KYC success', { status: 'digiLockerVerified' }),
  verified: start('signed', { status: 'aadharESigned' }),
  // Signed, and another loan still to guarantee: the only start where Guarantee another loan shows.
  verifiedWithAnother: start('signed, another loan pending', {
    status: 'aadharESigned',
    summary: { ...summaryAt('aadharESigned', true), loans: [...loans(true), NEXT_LOAN] },
  }),
  readyForOps: start('ready for ops', { status: 'readyForOps' }),
  unknown: start('unknown status', { status: 'approved' }),
  fromDigiLocker: start('back from DigiLocker', {
    status: 'personalInfoUpdated',
    providerReturn: { kind: 'digiLocker', requestId: 'planned' },
  }),
  fromESign: start('back from e-sign', {
    status: 'digiLockerVerified',
    providerReturn: { kind: 'eSign', requestId: 'planned' },
  }),
} as const;

const fault = (message: string) => new Error(message);
const page = (name: string) =>
  named(name, { url: `http://localhost/${name}?requestId=planned`, requestId: 'planned', expiresAt: '' });

/** Events the screen in `snapshot` can produce; bare events (NEXT, SUBMIT, …) come from the machine. */
export function guarantorEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as GuarantorContext;
  if (snapshot.matches('loading')) {
    return [
      ...Object.values(STARTS).map((output) => ({ type: 'xstate.done.actor.start', output })),
      { type: 'xstate.error.actor.start', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches('loanInfo')) return [{ type: 'SELECT_LOAN', loanId: PENDING_LOAN }];
  if (snapshot.matches({ pan: 'entering' })) return [{ type: 'CHANGE', field: 'panNumber', value: PAN }];
  if (snapshot.matches({ pan: 'submitting' })) {
    return [
      { type: 'xstate.done.actor.submitPan', output: named('PAN recorded', summaryAt('panNumberUpdated')) },
      { type: 'xstate.error.actor.submitPan', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ details: 'loadingRelations' })) {
    return [
      { type: 'xstate.done.actor.getRelations', output: named('relations', { relations: RELATIONS }) },
      { type: 'xstate.error.actor.getRelations', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ details: 'entering' })) {
    // All four at once would be four steps each path: the form is filled as one change per field.
    const next = Object.entries(DETAILS).find(([field]) => (context.values[field] ?? '') === '');
    const [field, value] = next ?? ['relation', DETAILS.relation];
    return [{ type: 'CHANGE', field, value }];
  }
  if (snapshot.matches({ details: 'submitting' })) {
    return [
      { type: 'xstate.done.actor.submitDetails', output: named('details recorded', summaryAt('personalInfoUpdated')) },
      { type: 'xstate.error.actor.submitDetails', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ kyc: 'gettingUrl' })) {
    return [
      { type: 'xstate.done.actor.getDigiLockerUrl', output: page('digilocker') },
      { type: 'xstate.error.actor.getDigiLockerUrl', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ kyc: 'checking' })) {
    const answer = (status: 'verified' | 'failed' | 'pending', guarantorStatus: string) =>
      named(`DigiLocker ${status}`, {
        status,
        requestId: 'planned',
        ...(status === 'failed' ? { reason: 'denied' as const } : {}),
        guarantor: summaryAt(guarantorStatus),
      });
    return [
      { type: 'xstate.done.actor.checkDigiLocker', output: answer('verified', 'digiLockerVerified') },
      { type: 'xstate.done.actor.checkDigiLocker', output: answer('failed', 'personalInfoUpdated') },
      { type: 'xstate.done.actor.checkDigiLocker', output: answer('pending', 'personalInfoUpdated') },
      { type: 'xstate.error.actor.checkDigiLocker', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ kycSuccess: 'starting' })) {
    return [
      { type: 'xstate.done.actor.startESign', output: { ...page('esign'), status: 'IN_PROGRESS' } },
      { type: 'xstate.error.actor.startESign', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ kycSuccess: 'checking' })) {
    const answer = (status: 'SUCCESS' | 'FAILURE' | 'IN_PROGRESS') =>
      named(`e-sign ${status}`, {
        status,
        requestId: 'planned',
        loanId: PENDING_LOAN,
        guarantor: summaryAt(status === 'SUCCESS' ? 'aadharESigned' : 'digiLockerVerified', status === 'SUCCESS'),
      });
    return [
      { type: 'xstate.done.actor.checkESign', output: answer('SUCCESS') },
      { type: 'xstate.done.actor.checkESign', output: answer('FAILURE') },
      { type: 'xstate.done.actor.checkESign', output: answer('IN_PROGRESS') },
      { type: 'xstate.error.actor.checkESign', error: fault(SERVER_FAULT) },
    ];
  }
  return [];
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializeGuarantorState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as GuarantorContext;
  return JSON.stringify({
    value: snapshot.value,
    status: context.summary?.status ?? null,
    chosen: context.chosenLoanId,
    entry: context.entry,
    filled: Object.values(context.values).filter((value) => value !== '').length,
    errors: Object.keys(context.errors).length > 0,
    error: context.error !== null,
    toast: context.toasts > 0,
    returned: context.providerReturn?.kind ?? null,
  });
}
