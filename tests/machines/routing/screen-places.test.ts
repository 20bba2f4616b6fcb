import { describe, expect, it } from 'vitest';
import { addressAt, addressesOf, placesOf } from '../../../machines/routing/screen-places.ts';
import { routeNameOf, type ScreenTable } from '../../../machines/routing/screen-table.ts';
import { addressOfScreen } from '../../../machines/routing/screen-addresses.ts';
import { screenAddress } from '../../../src/routes/declared-addresses.ts';

// ADR 036: a screen drawn in several places declares an address per place (each with its route name
// and metadata) and no address of its own; a single-address screen is unchanged.

const TABLE = {
  one: { name: 'ReadMe', path: '/read-me', layout: 'Home', meta: { displayName: 'Read me' } },
  named: { name: 'RedirectToThing', routeName: 'Redirect Thing', path: '/thing', layout: 'page' },
  placed: {
    name: 'PayIt',
    layout: 'Home',
    places: {
      here: { path: '/here/pay-it', routeName: 'Here Pay It' },
      there: { path: '/there/:id?/pay-it', routeName: 'There Pay It', meta: { isSupplierFlow: true } },
    },
  },
} as const satisfies ScreenTable;

describe('a screen table', () => {
  it('gives a single-address screen one address with its route name, spelt out or §2’s own', () => {
    expect(addressesOf(TABLE.one)).toEqual([
      { place: null, path: '/read-me', routeName: 'Read Me', meta: { displayName: 'Read me' } },
    ]);
    expect(addressesOf(TABLE.named)).toEqual([{ place: null, path: '/thing', routeName: 'Redirect Thing' }]);
    expect(addressAt(TABLE.one)).toBe('/read-me');
    expect(routeNameOf(TABLE.one)).toBe('Read Me');
  });

  it('gives a placed screen an address per place, each with its own route name and metadata', () => {
    expect(addressesOf(TABLE.placed)).toEqual([
      { place: 'here', path: '/here/pay-it', routeName: 'Here Pay It' },
      { place: 'there', path: '/there/:id?/pay-it', routeName: 'There Pay It', meta: { isSupplierFlow: true } },
    ]);
    expect(placesOf(TABLE.placed)).toEqual({ here: '/here/pay-it', there: '/there/:id?/pay-it' });
    expect(addressAt(TABLE.placed, 'there')).toBe('/there/:id?/pay-it');
  });

  it('refuses "the" address of a placed screen, and a place a screen is not drawn in', () => {
    expect(() => addressAt(TABLE.placed)).toThrow(/PayIt has no address without a place/);
    expect(() => addressAt(TABLE.placed, 'elsewhere')).toThrow(/PayIt has no address in elsewhere/);
    expect(() => addressAt(TABLE.one, 'here')).toThrow(/ReadMe has no address in here/);
  });
});

describe('another journey’s screen, by name', () => {
  it('is the place’s address for a payment screen, in the charts and in the app alike', () => {
    expect(addressOfScreen('PayNow', 'dashboard')).toBe('/dashboard/pay-now');
    expect(addressOfScreen('PayNow', 'creditStatement')).toBe('/credit-statement/pay-now');
    expect(screenAddress('TransactionDetails', 'supplier')).toBe('/supplier/:id?/payment-history/transaction-details');
    expect(screenAddress('ProcessingFee')).toBe('/dashboard/processing-fee');
    expect(() => screenAddress('PayNow')).toThrow(/PayNow has no address without a place/);
    expect(() => addressOfScreen('PayNow', 'processingFee')).toThrow(/PayNow has no address in processingFee/);
  });

  it('is the dashboard’s own address for the dashboard', () => {
    expect(addressOfScreen('Dashboard')).toBe('/dashboard');
    expect(screenAddress('Dashboard')).toBe('/dashboard');
  });
});
