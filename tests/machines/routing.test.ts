import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { replacesHistory, routeEventFor, routeOf, showsRoute, stateForUrl } from '../../machines/routing.ts';
import { bestMatch, buildPath, fillPath, matchPath, toQueryString } from '../../machines/routing/paths.ts';
import type { ScreenMeta } from '../../machines/routing.ts';
import { wizardMachine } from '../fixtures/machines/wizard.ts';

describe('path patterns', () => {
  it('builds paths, encoding values and dropping absent optional parameters', () => {
    expect(buildPath('/login/verify-otp/:phone', { phone: '9876543210' })).toBe('/login/verify-otp/9876543210');
    expect(buildPath('/signup/:step?', {})).toBe('/signup');
    expect(buildPath('/a/:name', { name: 'x y/z' })).toBe('/a/x%20y%2Fz');
    expect(() => buildPath('/login/verify-otp/:phone', { phone: '' })).toThrow(/:phone/);
  });

  it('matches paths and decodes parameters', () => {
    expect(matchPath('/login/verify-otp/:phone', '/login/verify-otp/98765')).toEqual({ phone: '98765' });
    expect(matchPath('/signup/:step?', '/signup')).toEqual({});
    expect(matchPath('/signup/:step?', '/signup/2/extra')).toBeNull();
    expect(matchPath('/a/:name', '/a/x%20y')).toEqual({ name: 'x y' });
  });

  // The guard matches with these helpers and must judge the route react-router renders.
  it('matches as the router does: any case, trailing slashes, decoded segments, no empty segment', () => {
    expect(matchPath('/login/mobile-no', '/Login/MOBILE-NO')).toEqual({});
    expect(matchPath('/login/verify-otp/:phone', '/login/verify-otp/AbC')).toEqual({ phone: 'AbC' });
    expect(matchPath('/dashboard', '/dashboard/')).toEqual({});
    expect(matchPath('/dashboard', '/dash%62oard')).toEqual({});
    expect(matchPath('/a/:name', '/a/%E0%A4')).toEqual({ name: '%E0%A4' });
    expect(matchPath('/login/mobile-no', '/login//mobile-no')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('fills a pattern, or says null when a required parameter is missing', () => {
    expect(fillPath('/supplier/:id?/payment-history', {})).toBe('/supplier/payment-history');
    expect(fillPath('/supplier/:id?/payment-history', { id: '42' })).toBe('/supplier/42/payment-history');
    expect(fillPath('/rewards/schemes/:id', {})).toBeNull();
    expect(fillPath('/rewards/schemes/:id', { id: '' })).toBeNull();
  });

  it('prefers the pattern with more static segments, then the earlier one', () => {
    const patterns = ['/a/:y/:z', '/a/b/:z', '/a/b/:other'];
    expect(bestMatch(patterns, (p) => p, '/a/b/c')).toEqual({ candidate: '/a/b/:z', params: { z: 'c' } });
    expect(bestMatch(['/a/:y/:z', '/:x/b/c'], (p) => p, '/a/b/c')?.candidate).toBe('/:x/b/c');
    expect(bestMatch(['/:x/b', '/a/:y'], (p) => p, '/a/b')?.candidate).toBe('/:x/b');
    expect(bestMatch(patterns, (p) => p, '/nowhere')).toBeNull();
  });

  it('writes a query with %20 for spaces, every entry as given', () => {
    expect(
      toQueryString([
        ['redirect', 'Guarantor Kyc'],
        ['utm_source', ''],
      ]),
    ).toBe('?redirect=Guarantor%20Kyc&utm_source=');
    expect(toQueryString([])).toBe('');
  });

  it('compares derived and current addresses, ignoring unrelated query parameters', () => {
    expect(showsRoute('/wizard/plan?for=Asha', '/wizard/plan?for=Asha&inspect')).toBe(true);
    expect(showsRoute('/wizard/plan?for=Asha', '/wizard/plan?for=Ravi')).toBe(false);
    expect(showsRoute('/wizard/plan', '/wizard/name')).toBe(false);
  });
});

const screens = setup({
  types: { context: {} as { phone: string | null }, meta: {} as ScreenMeta<{ phone: string | null }> },
}).createMachine({
  id: 'screens',
  initial: 'checking',
  context: { phone: '9876543210' },
  states: {
    // No screen yet: the URL is left as it is.
    checking: { on: { READY: 'generic' } },
    generic: { id: 'generic', route: {}, meta: { route: { path: '/login/:step' } } },
    // Busy sub-state inherits the screen's route.
    mobile: {
      id: 'mobile',
      route: {},
      meta: { route: { path: '/login/mobile-no' } },
      initial: 'idle',
      states: { idle: {}, busy: {} },
      on: { DONE: 'landed' },
    },
    // Handed over to another journey's address, which is not this machine's screen.
    landed: { meta: { route: { handOver: ({ phone }) => (phone ? `/dashboard?for=${phone}` : null) } } },
  },
});

describe('routeOf / stateForUrl', () => {
  it('derives no URL for a state without a screen and inherits a screen route in sub-states', () => {
    const actor = createActor(screens).start();
    expect(routeOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'xstate.route', to: '#mobile' });
    expect(actor.getSnapshot().value).toEqual({ mobile: 'idle' });
    expect(routeOf(actor.getSnapshot())).toBe('/login/mobile-no');
    actor.stop();
  });

  it('derives a hand-over address whole, replacing the history entry, and never maps an address back to it', () => {
    const actor = createActor(screens).start();
    actor.send({ type: 'xstate.route', to: '#mobile' });
    expect(replacesHistory(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'DONE' });
    expect(routeOf(actor.getSnapshot())).toBe('/dashboard?for=9876543210');
    expect(replacesHistory(actor.getSnapshot())).toBe(true);
    expect(stateForUrl(screens, '/dashboard?for=9876543210')).toBeNull();
    actor.stop();
  });

  it('prefers static segments over parameters', () => {
    expect(stateForUrl(screens, '/login/mobile-no')?.stateId).toBe('mobile');
    expect(stateForUrl(screens, '/login/other')?.stateId).toBe('generic');
    expect(stateForUrl(screens, '/nowhere')).toBeNull();
  });

  it('turns a URL into a route event only for routable screens, carrying params and query', () => {
    expect(routeEventFor(wizardMachine, '/wizard/plan?for=Asha')).toEqual({
      type: 'xstate.route',
      to: '#wizard-plan',
      params: {},
      query: { for: 'Asha' },
    });
    expect(stateForUrl(wizardMachine, '/wizard/extras')?.routable).toBe(false);
    expect(routeEventFor(wizardMachine, '/wizard/extras')).toBeNull();
  });
});
