import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The login journey's screens (§2 Login layout, §4 Customer login, ADR 033), written once: per
// screen of the `login` machine, its name, address and title. Both are public (the Login layout's
// `requiresAuth: false`); the session's guard keeps a signed-in user off them (§4). Verify Otp's
// phone is optional in the address as §2 writes it; the chart refuses the screen without one.

export const LOGIN_SCREENS = {
  mobileEntry: { name: 'MobileNo', path: '/login/mobile-no', layout: 'Login', title: 'Log in' },
  otpEntry: { name: 'VerifyOtp', path: '/login/verify-otp/:phone?', layout: 'Login', title: 'Verify your number' },
} as const satisfies ScreenTable;

export const LOGIN_PATHS = pathsOf(LOGIN_SCREENS);
