// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHistoryNavigation } from '../../../src/app/island/history-navigation.ts';

// The island's address bar: its own moves go through history, the browser's arrive as popstate.

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function start(address: string) {
  window.history.replaceState(null, '', address);
  const navigation = createHistoryNavigation(window);
  stops.push(navigation.stop);
  const heard = vi.fn();
  navigation.subscribe(heard);
  return { navigation, heard };
}

describe('history navigation', () => {
  it('pushes or replaces the address, and tells its listeners', () => {
    const { navigation, heard } = start('/login/mobile-no?marketplaceName=acme');
    expect(navigation.current()).toEqual({ pathname: '/login/mobile-no', search: '?marketplaceName=acme' });
    const length = window.history.length;

    navigation.navigate('/login/verify-otp/9876543210?session=s1');
    expect(window.location.pathname).toBe('/login/verify-otp/9876543210');
    expect(window.history.length).toBe(length + 1);
    expect(navigation.current()).toEqual({ pathname: '/login/verify-otp/9876543210', search: '?session=s1' });

    navigation.navigate('/dashboard', { replace: true });
    expect(window.history.length).toBe(length + 1);
    expect(navigation.current().pathname).toBe('/dashboard');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('hears Back and Forward until it is stopped, and keeps one address object while nothing moves', () => {
    const { navigation, heard } = start('/login/mobile-no');
    const before = navigation.current();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).not.toHaveBeenCalled();
    expect(navigation.current()).toBe(before);

    window.history.pushState(null, '', '/login/verify-otp');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(navigation.current().pathname).toBe('/login/verify-otp');

    navigation.stop();
    window.history.pushState(null, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
