// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPopupHost } from '../../src/app/ErrorPopupHost.tsx';
import { HEAVY_LOAD_MESSAGE } from '../../rules/failure.ts';
import { publishErrorPopup, subscribeToErrorPopups } from '../../src/api/error-popups.ts';

afterEach(cleanup);

describe('ErrorPopupHost', () => {
  it('shows nothing until the error handler publishes a popup', () => {
    render(<ErrorPopupHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message in a modal dialog and closes it with OK', async () => {
    const user = userEvent.setup();
    render(<ErrorPopupHost />);
    act(() => publishErrorPopup({ code: 'EPL-40000', message: 'PAN number is not valid.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('PAN number is not valid.');
    expect(dialog).toHaveAccessibleDescription('PAN number is not valid.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows queued popups one after another and drops repeats of the same message', async () => {
    const user = userEvent.setup();
    render(<ErrorPopupHost />);
    act(() => {
      publishErrorPopup({ code: null, message: HEAVY_LOAD_MESSAGE });
      publishErrorPopup({ code: null, message: HEAVY_LOAD_MESSAGE });
      publishErrorPopup({ code: 'EPL-50000', message: 'Unexpected server fault.' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent(HEAVY_LOAD_MESSAGE);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Unexpected server fault.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('receives a popup raised before it mounted', async () => {
    publishErrorPopup({ code: null, message: 'Raised while the app was starting.' });
    render(<ErrorPopupHost subscribe={subscribeToErrorPopups} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Raised while the app was starting.');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<ErrorPopupHost />);
    unmount();
    publishErrorPopup({ code: null, message: 'Nobody is listening.' });
    render(<ErrorPopupHost />);
    // The unmounted host must not have swallowed it: the held popup reaches the new host.
    expect(screen.getByRole('dialog')).toHaveTextContent('Nobody is listening.');
  });
});
