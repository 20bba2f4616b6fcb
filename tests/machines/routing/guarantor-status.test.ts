import { describe, expect, it } from 'vitest';
import { GUARANTOR_PATHS, type GuarantorScreen } from '../../../machines/guarantor/screens.ts';
import {
  GUARANTOR_STATUSES,
  allowedGuarantorScreens,
  isChoosable,
  isExpired,
  isGuarantorAddress,
  landingScreen,
  statusScreen,
  type GuarantorPosition,
  type GuarantorStatus,
} from '../../../machines/routing/guarantor-status.ts';

// The guarantor status table (machines/routing/guarantor-status.ts), value by value: §4's
// screen for each status, the landing after OTP and on a reload, the screens each may open, and
// the loan-card rules (pending, signed, expired).

const NOW = Date.UTC(2026, 1, 1);
const pending = { loanId: 'P', expiryTime: '2026-03-01T00:00:00.000Z', aadharEsignPending: true };
const signed = { loanId: 'S', expiryTime: '2026-03-01T00:00:00.000Z', aadharEsignPending: false };
const expired = { loanId: 'E', expiryTime: '2026-01-31T23:59:59.000Z', aadharEsignPending: true };

const at = (status: string, overrides: Partial<GuarantorPosition> = {}): GuarantorPosition => ({
  status,
  loans: [pending, signed],
  chosenLoanId: 'P',
  entry: 'step',
  now: NOW,
  ...overrides,
});

// §4, a line each: the chosen loan's e-sign pending, then done.
const EXPECTED: Record<GuarantorStatus, [GuarantorScreen, GuarantorScreen]> = {
  initiated: ['pan', 'pan'],
  panNumberUpdated: ['details', 'details'],
  personalInfoUpdated: ['kyc', 'kyc'],
  digiLockerVerified: ['kycSuccess', 'kycSuccess'],
  aadharESigned: ['kycSuccess', 'verified'],
  readyForOps: ['guarantorDetails', 'guarantorDetails'],
};

describe('guarantor status table', () => {
  it('has exactly the six statuses of the guarantor record', () => {
    expect([...GUARANTOR_STATUSES]).toEqual(Object.keys(EXPECTED));
  });

  it.each(Object.entries(EXPECTED))('%s shows %j (chosen loan pending, signed)', (status, [ifPending, ifSigned]) => {
    expect(statusScreen(status, true)).toBe(ifPending);
    expect(statusScreen(status, false)).toBe(ifSigned);
  });

  it('an unknown status shows Not Verified rather than a step it may not be at', () => {
    expect(statusScreen('approved', true)).toBe('notVerified');
  });

  it.each(Object.entries(EXPECTED))(
    '%s on a reload with the pending loan chosen lands on %j[0]',
    (status, [screen]) => {
      expect(landingScreen(at(status))).toBe(screen);
    },
  );

  it('after OTP: any pending loan → Loan Information, none → Verified; readyForOps → details', () => {
    for (const status of GUARANTOR_STATUSES.filter((one) => one !== 'readyForOps')) {
      expect(landingScreen(at(status, { entry: 'loanInfo' }))).toBe('loanInfo');
      expect(landingScreen(at(status, { entry: 'loanInfo', loans: [signed] }))).toBe('verified');
    }
    expect(landingScreen(at('readyForOps', { entry: 'loanInfo' }))).toBe('guarantorDetails');
  });

  it('no loan chosen: Loan Information while one is pending; the chosen loan signed: Verified', () => {
    expect(landingScreen(at('initiated', { chosenLoanId: null }))).toBe('loanInfo');
    expect(landingScreen(at('initiated', { chosenLoanId: 'gone' }))).toBe('loanInfo');
    expect(landingScreen(at('initiated', { chosenLoanId: null, loans: [signed] }))).toBe('verified');
    expect(landingScreen(at('aadharESigned', { chosenLoanId: 'S' }))).toBe('verified');
  });

  it('allows the landing screen and Loan Information while a loan is pending, nothing else', () => {
    expect([...allowedGuarantorScreens(at('initiated'))].sort()).toEqual(['loanInfo', 'pan']);
    expect([...allowedGuarantorScreens(at('aadharESigned', { loans: [signed], chosenLoanId: 'S' }))]).toEqual([
      'verified',
    ]);
    expect([...allowedGuarantorScreens(at('readyForOps'))]).toEqual(['guarantorDetails']);
  });
});

describe('loan-card rules', () => {
  it('a pending loan before its expiry can be chosen; a signed or expired one cannot', () => {
    expect(isChoosable(pending, NOW)).toBe(true);
    expect(isChoosable(signed, NOW)).toBe(false);
    expect(isChoosable(expired, NOW)).toBe(false);
  });

  it('expiry is reached at the expiry time itself', () => {
    expect(isExpired({ ...pending, expiryTime: new Date(NOW).toISOString() }, NOW)).toBe(true);
    expect(isExpired({ ...pending, expiryTime: new Date(NOW + 1).toISOString() }, NOW)).toBe(false);
  });
});

describe('guarantor addresses', () => {
  it.each(Object.values(GUARANTOR_PATHS))('%s is a guarantor address', (path) => {
    expect(isGuarantorAddress(path)).toBe(true);
  });

  it.each(['/dashboard', '/signup/pre-approval/step-1', '/guarantor', '/login/mobile-no'])('%s is not', (path) => {
    expect(isGuarantorAddress(path)).toBe(false);
  });
});
