import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  CreditTerms,
  LenderInfo,
  LenderSections,
  Profile,
  ProfileContext,
  ProfileInput,
  ReKyc,
} from '../../../machines/profile/types.ts';
import { paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';
import { named } from './named.ts';

// The profile chart's sample events (ADR 052), for its machine paths (tests/paths/profile.paths.test.ts)
// and its browser paths (tests/browser/paths/profile.spec.ts): per screen, only what a user (or the
// lender) can produce there. The OTP boxes are the kit's OTP child's (otp-events.ts): here its code
// is right and its answer is the verified email or the re-KYC done.

export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const NEW_EMAIL = 'asha.verma@example.in';
export const BAD_EMAIL = 'asha@example';
/** A valid Aadhaar number (its Verhoeff digit holds) and one whose check digit does not. */
export const AADHAAR = '234123412346';
export const BAD_AADHAAR = '234123412345';

const reKyc = (status: ReKyc['status']): ReKyc => ({
  status,
  dueBy: '2026-03-31',
  completedAt: status === 'done' ? '2026-02-01T10:00:00.000Z' : null,
});

export const profile = (status: ReKyc['status'] | null, opened = ''): Profile =>
  named(`the profile${status === null ? '' : `, re-KYC ${status}`}${opened}`, {
    customerId: 'c0ffee00-0000-4000-8000-000000000531',
    name: 'Asha Verma',
    phone: '9123400531',
    businessName: 'Verma Traders',
    pan: 'XXXXXX234K',
    gstin: '29ABCPV1234K1ZF',
    udyam: null,
    address: {
      line1: '12, 3rd Cross, Indiranagar',
      line2: 'HAL 2nd Stage',
      landmark: 'Near metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    },
    email: { address: 'asha@example.in', verified: false, verifiedAt: null },
    bankAccount: { holderName: 'Asha Traders', last4: '5678', ifsc: 'HDFC0001234', accountType: 'current' },
    marketplaces: [{ name: 'ShipKart', sellerId: 'SK-1001' }],
    lender: 'Arthika Finance Limited',
    loanReference: 'SKH-2026-000123',
    supportId: 'SUP-7K3M-Q9XD',
    reKyc: status === null ? null : reKyc(status),
  });

const asPaise = (value: number): Paise => paiseFromInteger(value) ?? (0 as Paise);

export const LENDER: LenderInfo = {
  registeredName: 'Arthika Finance Limited',
  rbiRegistration: 'N-13.02345',
  serviceProvider: { name: 'Saakh', role: 'Lending service provider: Saakh runs this app for the lender.' },
  grievanceOfficer: { name: 'Rahul Menon', phone: '1800 200 1001', email: 'grievance@arthika.example' },
  escalation: { afterDays: 30, ombudsmanUrl: 'https://cms.rbi.org.in', sachetUrl: 'https://sachet.rbi.org.in' },
};

export const TERMS: CreditTerms = {
  loanReference: 'SKH-2026-000123',
  creditLimit: asPaise(50_000_00),
  rateType: 'fixed',
  interestRatePa: 18,
  aprPercent: 21.3,
  interestFreeDays: 30,
  dueAfterDays: 30,
  latePaymentCharge: '2% a month on the overdue amount',
  processingFee: { amount: asPaise(750_00), gst: asPaise(135_00) },
  tenureMonths: 12,
  activatedOn: '2026-02-01',
  validUntil: '2027-02-01',
  kfs: { proposalNumber: 'SKH-2026-000123/1', version: 1 },
  signedAt: '2026-01-30T10:00:00.000Z',
};

/** The lender's parts as read: both shown (the line active or not yet), or the lender's failed. */
const SECTIONS_READ = [
  named('both parts, the line active', {
    lender: { status: 'shown', value: LENDER },
    terms: { status: 'shown', value: TERMS },
  }),
  named('the lender failed, no line yet', {
    lender: { status: 'failed', error: SERVER_FAULT },
    terms: { status: 'shown', value: null },
  }),
] as const satisfies readonly Partial<LenderSections>[];

export const INPUTS: readonly ProfileInput[] = [{ place: 'profile' }, { place: 'email' }, { place: 'reKyc' }];

const fault = (message: string) => new Error(message);

/** Events the screen in `snapshot` can produce; bare events (BACK, SUBMIT, …) come from the machine. */
export function profileEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as ProfileContext;
  if (snapshot.matches('loading')) {
    const on = `, opened on ${context.place}`;
    return [
      { type: 'xstate.done.actor.getProfile', output: profile(null, on) },
      { type: 'xstate.done.actor.getProfile', output: profile('due', on) },
      { type: 'xstate.done.actor.getProfile', output: profile('inProgress', on) },
      { type: 'xstate.error.actor.getProfile', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ profile: 'reading' })) {
    // A part fails only on the first read of a profile opened there: one walk covers its Retry.
    const first = context.sections.lender.status === 'loading' && context.sections.terms.status === 'loading';
    const outputs = first && context.profile?.reKyc === null ? SECTIONS_READ : SECTIONS_READ.slice(0, 1);
    return outputs.map((output) => ({ type: 'xstate.done.actor.getLenderSections', output }));
  }
  if (snapshot.matches({ email: 'entering' })) {
    return [{ type: 'EMAIL_CHANGED', value: context.email === NEW_EMAIL ? BAD_EMAIL : NEW_EMAIL }];
  }
  if (snapshot.matches({ email: 'sending' })) {
    return [
      { type: 'xstate.done.actor.sendEmailOtp', output: { sentTo: 'a***@example.in', retryAfterSeconds: 30 } },
      { type: 'xstate.error.actor.sendEmailOtp', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ email: 'otp' })) {
    const verified = { address: NEW_EMAIL, verified: true, verifiedAt: '2026-02-01T10:00:00.000Z' };
    return [{ type: 'xstate.done.actor.otp', output: verified }];
  }
  if (snapshot.matches({ reKyc: 'initiating' })) {
    return [
      { type: 'xstate.done.actor.initiateReKyc', output: reKyc('inProgress') },
      { type: 'xstate.error.actor.initiateReKyc', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ reKyc: 'aadhaar' })) {
    return [{ type: 'AADHAAR_CHANGED', value: context.aadhaarNumber === AADHAAR ? BAD_AADHAAR : AADHAAR }];
  }
  if (snapshot.matches({ reKyc: 'sending' })) {
    return [
      { type: 'xstate.done.actor.sendAadhaarOtp', output: { requestId: 'planned', otpSentTo: 'XXXXXX0531' } },
      { type: 'xstate.error.actor.sendAadhaarOtp', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ reKyc: 'otp' })) return [{ type: 'xstate.done.actor.otp', output: reKyc('done') }];
  return [];
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializeProfileState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ProfileContext;
  return JSON.stringify({
    value: snapshot.value,
    place: snapshot.matches('loading') || snapshot.matches('failed') ? context.place : null,
    reKyc: context.profile?.reKyc?.status ?? null,
    verified: context.profile?.email?.verified ?? null,
    email: context.email === NEW_EMAIL ? 'valid' : context.email === '' ? 'empty' : 'invalid',
    emailError: context.emailError !== null,
    aadhaar: context.aadhaarNumber === AADHAAR ? 'valid' : context.aadhaarNumber === '' ? 'empty' : 'invalid',
    aadhaarError: context.aadhaarError !== null,
    error: context.error !== null,
    sections: `${context.sections.lender.status}/${context.sections.terms.status}`,
    notice: context.notice !== null,
  });
}

const PAYLOAD_EVENTS = new Set(['EMAIL_CHANGED', 'AADHAAR_CHANGED']);

/** What a user can cause: never the bare form of an event that carries a value. */
export function userCanSend(_snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return PAYLOAD_EVENTS.has(event.type) ? 'value' in event : true;
}
