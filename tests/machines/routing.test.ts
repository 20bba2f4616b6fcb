import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { buildPath, matchPath, routeEventFor, routeOf, showsRoute, stateForUrl } from '../../machines/routing.ts';
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
    expect(matchPath('/a/:name', '/a/%E0%A4')).toBeNull();
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
    },
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
