/**
 * The marketplaces the sandbox knows. This is reference data like a lender's partner
 * registry, so it lives in code and survives /__sandbox/reset. docs/sandbox.md lists them.
 */
export type Marketplace = {
  name: string;
  displayName: string;
  /** The lender's code for the partner (summary.referralMarketplaceMcode). */
  mcode: string;
  primaryColorCode: string;
  fontFamily: string;
  /** flags.variantConfig.loginVariant for customers who arrived through this partner. */
  loginVariant: 'partnerShipping' | 'partner' | 'marketplace';
  /** Partner variants hide the "0% interest" line of the credit headline. */
  hidesZeroInterestLine: boolean;
  isShipping: boolean;
};

export const marketplaces: readonly Marketplace[] = [
  {
    name: 'shipkart',
    displayName: 'ShipKart',
    mcode: 'MKT-SHIPKART',
    primaryColorCode: '#5b2bd6',
    fontFamily: 'Poppins, sans-serif',
    loginVariant: 'partnerShipping',
    hidesZeroInterestLine: true,
    isShipping: true,
  },
  {
    name: 'bazaarhub',
    displayName: 'BazaarHub',
    mcode: 'MKT-BAZAARHUB',
    primaryColorCode: '#0f766e',
    fontFamily: 'Nunito, sans-serif',
    loginVariant: 'partner',
    hidesZeroInterestLine: true,
    isShipping: false,
  },
  {
    name: 'kiranamart',
    displayName: 'KiranaMart',
    mcode: 'MKT-KIRANAMART',
    primaryColorCode: '#b45309',
    fontFamily: 'Mukta, sans-serif',
    loginVariant: 'marketplace',
    hidesZeroInterestLine: false,
    isShipping: false,
  },
];

export const DEFAULT_LOGIN_VARIANT = 'default';

export function findMarketplace(name: string): Marketplace | undefined {
  return marketplaces.find((marketplace) => marketplace.name === name.toLowerCase());
}

export function logoPath(marketplace: Marketplace): string {
  return `/v1/marketplace/logos/${marketplace.name}.svg`;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small wordmark in the partner's colour; enough for the branded login header. */
export function logoSvg(marketplace: Marketplace): string {
  const name = escapeXml(marketplace.displayName);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img"',
    ` aria-label="${name}">`,
    `<rect width="40" height="40" rx="8" fill="${marketplace.primaryColorCode}"/>`,
    '<text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff"',
    ` text-anchor="middle">${name.charAt(0)}</text>`,
    '<text x="48" y="27" font-family="sans-serif" font-size="18" font-weight="700"',
    ` fill="${marketplace.primaryColorCode}">${name}</text>`,
    '</svg>',
  ].join('');
}
