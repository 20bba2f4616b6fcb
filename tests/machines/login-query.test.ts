import { describe, expect, it } from 'vitest';
import {
  LOGIN_QUERY_KEYS,
  parseLoginQuery,
  redirectQuery,
  resumesSentOtp,
} from '../../machines/session/entry-query.ts';

describe('parseLoginQuery (§2 Mobile No parameters)', () => {
  it('reads every §2 parameter', () => {
    const search = new URLSearchParams({
      session: 'c0ffee00-0000-4000-8000-000000000001',
      otpSent: 'true',
      redirect: 'Dashboard',
      mobile: '9876543210',
      gid: 'g-42',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali',
      marketplaceName: 'shipkart',
      callbackUrl: 'https://partner.example/back',
      referral_code: 'FRIEND1',
      section: 'offers',
      action: 'apply',
    });
    expect(parseLoginQuery(`?${search.toString()}`)).toEqual({
      session: 'c0ffee00-0000-4000-8000-000000000001',
      otpSent: 'true',
      redirect: 'Dashboard',
      mobile: '9876543210',
      gid: 'g-42',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali',
      marketplaceName: 'shipkart',
      callbackUrl: 'https://partner.example/back',
      referral_code: 'FRIEND1',
      section: 'offers',
      action: 'apply',
    });
    expect(LOGIN_QUERY_KEYS).toHaveLength(13);
  });

  it('accepts URLSearchParams and a string without "?"', () => {
    expect(parseLoginQuery(new URLSearchParams('redirect=My%20Profile'))).toEqual({ redirect: 'My Profile' });
    expect(parseLoginQuery('mobile=9876543210')).toEqual({ mobile: '9876543210' });
  });

  it('drops blank values, trims the rest and ignores parameters §2 does not list', () => {
    expect(parseLoginQuery('?redirect=%20%20&mobile=%209876543210%20&supportId=s-1&inspect')).toEqual({
      mobile: '9876543210',
    });
  });
});

describe('what the parameters decide', () => {
  it('resumes a sent OTP only with a session and otpSent=true', () => {
    expect(resumesSentOtp({ session: 's', otpSent: 'true' })).toBe(true);
    expect(resumesSentOtp({ session: 's', otpSent: 'TRUE' })).toBe(true);
    expect(resumesSentOtp({ session: 's', otpSent: 'false' })).toBe(false);
    expect(resumesSentOtp({ session: 's' })).toBe(false);
    expect(resumesSentOtp({ otpSent: 'true' })).toBe(false);
  });

  it('passes the query on to the redirect target without the login-only parameters', () => {
    expect(
      redirectQuery({ redirect: 'Dashboard', session: 's', otpSent: 'true', section: 'offers', utm_source: 'x' }),
    ).toEqual({
      section: 'offers',
      utm_source: 'x',
    });
  });
});
