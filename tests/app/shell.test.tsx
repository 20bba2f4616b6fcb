// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AppTheme } from '../../src/app/theme.tsx';
import { saveSupportId } from '../../src/app/support-id.ts';
import type { StoredMarketplaceInfo } from '../../src/lib/storage.ts';
import { memoryStorage } from '../support/memory-storage.ts';
import { vars } from '../../src/styles/theme.css.ts';
import { cssVariableName } from '../../src/styles/marketplace-theme.ts';

afterEach(cleanup);

describe('saveSupportId', () => {
  it('saves a supportId found in the query string', () => {
    const storage = { set: vi.fn() };
    saveSupportId('?utm_source=x&supportId=SUP-42', storage);
    expect(storage.set).toHaveBeenCalledWith('supportId', 'SUP-42');
  });

  it('leaves storage alone when there is none or it is blank', () => {
    const storage = { set: vi.fn() };
    saveSupportId('?utm_source=x', storage);
    saveSupportId('?supportId=%20', storage);
    saveSupportId('', storage);
    expect(storage.set).not.toHaveBeenCalled();
  });
});

describe('AppTheme', () => {
  const primary = cssVariableName(vars.color.primary);
  const font = cssVariableName(vars.font.body);

  function setup(initial: StoredMarketplaceInfo | null) {
    const storage = memoryStorage();
    if (initial) storage.set('marketplaceInfo', initial);
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    render(
      <AppTheme storage={storage} subscribe={subscribe}>
        <p>content</p>
      </AppTheme>,
    );
    return {
      change(next: StoredMarketplaceInfo | null) {
        if (next) storage.set('marketplaceInfo', next);
        else storage.remove('marketplaceInfo');
        act(() => listeners.forEach((listener) => listener()));
      },
    };
  }

  it('applies the stored marketplace colour and font at the document root', () => {
    setup({
      name: 'shipkart',
      displayName: 'ShipKart',
      marketplaceLogoUrl: null,
      primaryColorCode: '#5b2bd6',
      fontFamily: 'Poppins, sans-serif',
    });
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('#5b2bd6');
    expect(document.documentElement.style.getPropertyValue(font)).toBe('Poppins, sans-serif');
  });

  it('follows the stored info after a navigation, and drops it when it is cleared', () => {
    const app = setup(null);
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('');
    app.change({
      name: 'm',
      displayName: null,
      marketplaceLogoUrl: null,
      primaryColorCode: '#004d40',
      fontFamily: null,
    });
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('#004d40');
    app.change(null);
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('');
  });
});
