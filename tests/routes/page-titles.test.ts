import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../src/routes/page-titles.ts';
import { ROUTE_TABLE } from '../../src/routes/route-table.ts';
import type { RouteNode } from '../../src/routes/route-types.ts';

const screens = (nodes: readonly RouteNode[]): Array<{ name: string; displayName?: string; screen: string }> =>
  nodes.flatMap((node) => [
    ...(node.kind === 'screen'
      ? [
          {
            name: node.name,
            screen: node.screen,
            ...(node.meta?.displayName ? { displayName: node.meta.displayName } : {}),
          },
        ]
      : []),
    ...('children' in node && node.children ? screens(node.children) : []),
  ]);

// Spelled the way code spells it: a component name, or an abbreviation in mixed case.
const CODE_SPELLING = /[a-z][A-Z]|\b(Kyc|Edi|Dob|Esign|Otp|Nach|Kfs|Tnc)\b|^Error /;

describe('page titles', () => {
  it.each(screens(ROUTE_TABLE))('$name has a title a person reads', ({ name, displayName, screen }) => {
    const title = pageTitle(name, displayName);
    // DigiLocker is the service's own spelling; mPIN is Indian banking's.
    expect(title.replace(/DigiLocker/g, 'Digilocker').replace(/\bmPIN\b/g, 'MPIN')).not.toMatch(CODE_SPELLING);
    if (/[A-Z].*[A-Z]/.test(screen)) expect(title).not.toContain(screen);
    // Sentence case, as headings are written: after the first word, a capital starts only an
    // abbreviation (KYC, NACH) or a proper name (Aadhaar, Udyam), never "Refer And Earn".
    const later = title.split(' ').slice(1);
    const titleCased = later.filter(
      (word) => /^[A-Z][a-z]+$/.test(word) && !['Aadhaar', 'Udyam', 'India'].includes(word),
    );
    expect(titleCased, title).toEqual([]);
  });

  it('says what a person calls the page, not the route', () => {
    expect(pageTitle('Refer And Earn')).toBe('Refer and earn');
    expect(pageTitle('My Cards', 'My Cards')).toBe('Your cards');
    expect(pageTitle('Guarantor Pan Verification')).toBe('Guarantor PAN verification');
  });

  it('keeps a §2 displayName, and drops a parent repeated only to keep names unique', () => {
    expect(pageTitle('Udyam List', 'Select Udyam')).toBe('Select Udyam');
    expect(pageTitle('Kyc Result')).toBe('Verify with DigiLocker');
    expect(pageTitle('Error Not Eligible')).toBe('Not eligible');
    expect(pageTitle('Credit Statement Pay Now')).toBe('Pay now');
    expect(pageTitle('Credit Statement')).toBe('Credit statement');
  });
});
