// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BrandingLogicContext } from '../../src/journeys/branding/use-branding.tsx';
import { provideBranding } from '../../src/journeys/branding/actors.ts';
import LoginLayoutRoute from '../../src/app/router/LoginLayoutRoute.tsx';
import { createHarness as createSandboxHarness } from '../support/sandbox-client.ts';
import { memoryStorage } from '../support/memory-storage.ts';
import { createHarness, sessionInput, withSessionOnly } from '../support/screens/session-fixture.tsx';

// The login layout with its branding machine calling the in-process sandbox's marketplace
// catalogue (server/marketplaces/catalog.ts), and the real session/login actors.

const sandbox = createSandboxHarness();
afterAll(() => sandbox.close());

function renderLayout(search = '') {
  const storage = memoryStorage();
  storage.set('marketplaceInfo', {
    name: 'stale',
    displayName: null,
    marketplaceLogoUrl: null,
    primaryColorCode: '#123456',
    fontFamily: null,
  });
  const logic = provideBranding({ client: sandbox.client, storage, notifyThemeChanged: () => {} });
  sandbox.recorded.popups.length = 0;
  render(
    <MemoryRouter initialEntries={[`/login/mobile-no${search}`]}>
      <BrandingLogicContext.Provider value={logic}>
        {withSessionOnly(
          createHarness(),
          sessionInput(),
          <Routes>
            <Route path="/login" element={<LoginLayoutRoute />}>
              <Route path="mobile-no" element={<h1>Child screen</h1>} />
            </Route>
          </Routes>,
        )}
      </BrandingLogicContext.Provider>
    </MemoryRouter>,
  );
  return { storage };
}

const interestLine = () => screen.queryByText('at 0% interest');

describe('login layout', () => {
  it('shows Saakh’s logo, the child screen and the full §1 copy without a marketplace', async () => {
    const { storage } = renderLayout();
    expect(await screen.findByRole('img', { name: 'Saakh' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Child screen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Instant business credit' })).toBeInTheDocument();
    expect(screen.getByText(/Up to ₹25 lakhs credit limit/)).toBeInTheDocument();
    expect(interestLine()).toBeInTheDocument();
    expect(screen.getByText('Instant approval and quick activation')).toBeInTheDocument();
    expect(screen.getByText('Simple and paperless documentation')).toBeInTheDocument();
    expect(document.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // §2: stored marketplace info is cleared on load.
    expect(storage.get('marketplaceInfo')).toBeNull();
  });

  it('brands the shipping partner: its logo, cash on delivery, no 0% interest line', async () => {
    const { storage } = renderLayout('?marketplaceName=shipkart');
    const logo = await screen.findByRole('img', { name: 'ShipKart logo' });
    expect(logo).toHaveAttribute('src', '/v1/marketplace/logos/shipkart.svg');
    expect(screen.queryByRole('img', { name: 'Saakh' })).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Instant cash on delivery powered by Saakh' }),
    ).toBeInTheDocument();
    expect(interestLine()).toBeNull();
    expect(storage.get('marketplaceInfo')).toMatchObject({
      name: 'shipkart',
      displayName: 'ShipKart',
      primaryColorCode: '#5b2bd6',
      fontFamily: 'Poppins, sans-serif',
    });
  });

  it('hides the interest line for the other partner, keeps it for the plain marketplace', async () => {
    renderLayout('?marketplaceName=bazaarhub');
    await screen.findByRole('img', { name: 'BazaarHub logo' });
    expect(screen.getByRole('heading', { level: 2, name: 'Instant business credit' })).toBeInTheDocument();
    expect(interestLine()).toBeNull();
  });

  it('keeps the full copy for the plain marketplace variant', async () => {
    renderLayout('?marketplaceName=kiranamart');
    await screen.findByRole('img', { name: 'KiranaMart logo' });
    expect(interestLine()).toBeInTheDocument();
  });

  it('falls back to the default look, without a popup, for an unknown marketplace', async () => {
    const { storage } = renderLayout('?marketplaceName=nowhere');
    expect(await screen.findByRole('img', { name: 'Saakh' })).toBeInTheDocument();
    expect(interestLine()).toBeInTheDocument();
    expect(storage.get('marketplaceInfo')).toBeNull();
    await waitFor(() =>
      expect(sandbox.recorded.requests.some((request) => request.url.includes('marketplaceName=nowhere'))).toBe(true),
    );
    expect(sandbox.recorded.popups).toEqual([]);
  });
});
