import { describe, expect, it } from 'vitest';
import { matchTableRoute } from '../../src/routes/route-match.ts';
import { ROUTE_TABLE } from '../../src/routes/route-table.ts';
import { typedAddresses } from '../../src/routes/typed-addresses.ts';
import type { RouteNode } from '../../src/routes/route-types.ts';

describe('addresses a person is likely to type', () => {
  it('leads the layout prefix plus an absolute child to the child (the guarantor screens)', () => {
    expect(typedAddresses(ROUTE_TABLE)).toEqual(
      expect.arrayContaining([
        { from: '/guarantor/loan-info', to: '/loan-info' },
        { from: '/guarantor/guarantor-pan-verification', to: '/guarantor-pan-verification' },
        { from: '/guarantor/guarantor-kyc', to: '/guarantor-kyc' },
        { from: '/guarantor/guarantor-verification-details', to: '/guarantor-verification-details' },
      ]),
    );
  });

  it('adds nothing a route already answers, and nothing for children under the prefix', () => {
    const table: RouteNode[] = [
      {
        kind: 'layout',
        name: 'Area',
        path: '/area',
        layout: 'Home',
        children: [
          { kind: 'screen', name: 'Inside', path: 'inside', screen: 'Dashboard' },
          { kind: 'screen', name: 'Already', path: '/area/already', screen: 'Dashboard' },
          { kind: 'screen', name: 'Outside', path: '/outside', screen: 'Dashboard' },
          { kind: 'screen', name: 'With id', path: '/:id/outside', screen: 'Dashboard' },
        ],
      },
    ];
    expect(typedAddresses(table)).toEqual([{ from: '/area/outside', to: '/outside' }]);
  });

  it('is part of the route table, so each typed address is a known route', () => {
    for (const { from } of typedAddresses(ROUTE_TABLE))
      expect(matchTableRoute(from)?.name).toBe(`Typed ${from.slice(1)}`);
  });
});
