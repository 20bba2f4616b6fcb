import { describe, expect, it } from 'vitest';
import { decideModes } from '../../machines/session/modes.ts';

const plain = { onBoardingType: 'direct', isReferralFlow: false, isWebView: false, guarantor: false };

describe('decideModes (§1 modes, decided in one place)', () => {
  it('is plain web by default', () => {
    expect(decideModes({ stored: plain, nativeWrapper: false })).toEqual({
      webView: false,
      nativeWrapper: false,
      referral: false,
      guarantor: false,
    });
  });

  it('is web-view mode when the /web-view handoff marked it', () => {
    expect(decideModes({ stored: { ...plain, isWebView: true }, nativeWrapper: false }).webView).toBe(true);
  });

  it('is native-wrapper mode inside the wrapper', () => {
    const modes = decideModes({ stored: plain, nativeWrapper: true });
    expect(modes.nativeWrapper).toBe(true);
    expect(modes.webView).toBe(false);
  });

  it("is referral onboarding when the token's onBoardingType is referral", () => {
    expect(decideModes({ stored: { ...plain, onBoardingType: 'referral' }, nativeWrapper: false }).referral).toBe(true);
  });

  it('is referral onboarding when the stored isReferralFlow flag is set', () => {
    expect(
      decideModes({ stored: { ...plain, onBoardingType: null, isReferralFlow: true }, nativeWrapper: false }).referral,
    ).toBe(true);
  });

  it("is guarantor mode when the token's isGuarantor says so, and only then", () => {
    const modes = decideModes({ stored: { ...plain, guarantor: true }, nativeWrapper: false });
    expect(modes).toEqual({ webView: false, nativeWrapper: false, referral: false, guarantor: true });
    expect(decideModes({ stored: plain, nativeWrapper: false }).guarantor).toBe(false);
  });

  it('is not referral onboarding for any other onBoardingType', () => {
    expect(decideModes({ stored: { ...plain, onBoardingType: 'Referral ' }, nativeWrapper: false }).referral).toBe(
      false,
    );
    expect(decideModes({ stored: { ...plain, onBoardingType: null }, nativeWrapper: false }).referral).toBe(false);
  });
});
