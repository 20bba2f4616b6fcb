import { pathsOf, stateOfPath, type ScreenTable } from '../routing/screen-table.ts';

// The profile's screens (§2 /my-profile; issue 32, ADR 052), written once: per screen state of the
// `profile` chart, its §2 name and address. Adding and verifying an email and the lender's re-KYC
// are the profile's own steps, each at an address under it so Back and a reload keep them. The
// documents page (DocumentsData) and the bank-transfer details (RedirectToMandate) are other
// journeys' screens, linked by name.

/** A screen at `path`, in the Home layout. */
const home = <const N extends string, const P extends string>(name: N, path: P, title: string) =>
  ({ name, path, layout: 'Home', title }) as const;

export const PROFILE_SCREENS = {
  profile: { ...home('MyProfile', '/my-profile', 'My profile'), routeName: 'My Profile' },
  email: home('ProfileEmail', '/my-profile/email', 'Your email address'),
  reKyc: home('ProfileReKyc', '/my-profile/re-kyc', 'Update your KYC'),
} as const satisfies ScreenTable;

export const PROFILE_PATHS = pathsOf(PROFILE_SCREENS);

export type ProfilePlace = keyof typeof PROFILE_SCREENS;

/** The place an address opens, or null when it is not one of the profile's. */
export const profilePlaceOfPath = (pathname: string): ProfilePlace | null => stateOfPath(PROFILE_SCREENS, pathname);
