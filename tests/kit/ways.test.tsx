// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RetryWays, Ways } from '../../src/kit/ways.tsx';

// The ways on from a screen: the first is the main one, and while one way's call is in flight
// the others cannot be taken beside it.

describe('ways on', () => {
  it('offers each way as a button in order and takes the tap', async () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <Ways
        ways={[
          { label: 'Try again', onClick: first },
          { label: 'Transaction details', onClick: second },
          { label: 'Back to where I started', variant: 'link', onClick: () => {} },
        ]}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Try again',
      'Transaction details',
      'Back to where I started',
    ]);
    await userEvent.click(buttons[1]!);
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('while a way is in flight it spins and every other way is disabled', () => {
    render(
      <Ways
        pending
        ways={[
          { label: 'Try again', onClick: () => {} },
          { label: 'Check the status again', busy: true, onClick: () => {} },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    const busy = screen.getByRole('button', { name: 'Check the status again' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps a way the journey would not take disabled, and the others open, when nothing is in flight', () => {
    render(
      <Ways
        ways={[
          { label: 'Check the status again', disabled: true, onClick: () => {} },
          { label: 'Back to dashboard', onClick: () => {} },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Check the status again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeEnabled();
  });

  it('puts the other ways after Retry on a failed read', async () => {
    const retry = vi.fn();
    const again = vi.fn();
    render(
      <RetryWays
        title="We could not read your e-sign status"
        error="The connection dropped."
        onRetry={retry}
        ways={[{ label: 'Sign again', onClick: again }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The connection dropped.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Retry', 'Sign again']);
    await userEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(again).toHaveBeenCalledOnce();
    expect(retry).not.toHaveBeenCalled();
  });
});
