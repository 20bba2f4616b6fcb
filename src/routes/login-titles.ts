// The login layout's page titles, apart from the rest of the table (./page-titles.ts) so the login
// island (src/app/island/) names its pages without loading every other page's title.

export const LOGIN_TITLES = {
  'Mobile No': 'Log in',
  'Verify Otp': 'Verify your number',
} as const satisfies Readonly<Record<string, string>>;

export type LoginRouteName = keyof typeof LOGIN_TITLES;
