// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_SHELL_BRANDED_ATTRIBUTE,
  LOGIN_SHELL_OFF_ATTRIBUTE,
  LOGIN_SHELL_SCRIPT,
} from '../../scripts/vite/login-shell-script.ts';

// The inline script index.html runs before the prerendered login shell is parsed: the shell
// shows only where a signed-out first visit lands on Mobile No.

interface Visit {
  cookie?: string;
  token?: string;
  nativeWrapper?: boolean;
}

const html = document.documentElement;

function forgetVisit(): void {
  html.removeAttribute(LOGIN_SHELL_OFF_ATTRIBUTE);
  html.removeAttribute(LOGIN_SHELL_BRANDED_ATTRIBUTE);
  localStorage.clear();
  document.cookie = 'auth=; max-age=0';
  document.cookie = 'oauth=; max-age=0';
  delete window.saakhNativeWrapper;
}

afterEach(forgetVisit);

function shellFor(address: string, visit: Visit = {}): 'shown' | 'hidden' | 'shown without logo' {
  forgetVisit();
  window.history.replaceState(null, '', address);
  if (visit.cookie) document.cookie = visit.cookie;
  if (visit.token) localStorage.setItem('token', visit.token);
  if (visit.nativeWrapper) window.saakhNativeWrapper = { token: 'Bearer x', phone: '9876543210' };
  // Run as the page runs it: a classic script in the global scope.
  window.eval(LOGIN_SHELL_SCRIPT);
  if (html.hasAttribute(LOGIN_SHELL_OFF_ATTRIBUTE)) return 'hidden';
  return html.hasAttribute(LOGIN_SHELL_BRANDED_ATTRIBUTE) ? 'shown without logo' : 'shown';
}

describe('the login shell script', () => {
  it.each(['/', '/login', '/login/', '/login/mobile-no', '/login/mobile-no?redirect=Dashboard&utm_source=sms'])(
    'shows the shell on %s for a signed-out visitor',
    (url) => {
      expect(shellFor(url)).toBe('shown');
    },
  );

  it.each([
    '/dashboard',
    '/signup/pre-approval/step-1',
    '/login/verify-otp',
    '/web-view?mobileNo=9876543210',
    '/help',
    '/no-such-page',
  ])('never shows it on a deep link: %s', (url) => {
    expect(shellFor(url)).toBe('hidden');
  });

  it('hides it from a signed-in visitor (token stored, or the auth cookie) and inside the native wrapper', () => {
    expect(shellFor('/login/mobile-no', { token: '"Bearer abc"' })).toBe('hidden');
    expect(shellFor('/', { cookie: 'auth=Bearer%20abc' })).toBe('hidden');
    expect(shellFor('/login/mobile-no', { nativeWrapper: true })).toBe('hidden');
    expect(shellFor('/login/mobile-no', { cookie: 'oauth=x' })).toBe('shown');
  });

  it('hides it while a partner session is checked (?session=)', () => {
    expect(shellFor('/login/mobile-no?session=abc&otpSent=true')).toBe('hidden');
  });

  it('leaves the Saakh logo out when a marketplace is named: its own logo comes instead', () => {
    expect(shellFor('/login/mobile-no?marketplaceName=shipkart')).toBe('shown without logo');
    expect(shellFor('/login/mobile-no?marketplaceName=%20')).toBe('shown');
  });
});
