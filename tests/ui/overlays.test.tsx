// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui/button.tsx';
import { Dialog, DialogClose } from '../../src/ui/dialog.tsx';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../../src/ui/toast.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Dialog', () => {
  function ErrorPopup({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
    const [open, setOpen] = useState(false);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    };
    return (
      <>
        <Button onClick={() => change(true)}>Show</Button>
        <Dialog
          open={open}
          onOpenChange={change}
          title="Something went wrong"
          description="Your session has expired."
          actions={
            <DialogClose asChild>
              <Button>OK</Button>
            </DialogClose>
          }
        />
      </>
    );
  }

  it('opens as a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<ErrorPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const dialog = screen.getByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveAccessibleDescription('Your session has expired.');
    // Focus moves inside so keyboard users land in the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ErrorPopup onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Show' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // Radix restores focus on the next tick after unmounting the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from its close button and from an action wrapped in DialogClose', async () => {
    const user = userEvent.setup();
    render(<ErrorPopup />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ErrorPopup />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can leave out the close button', () => {
    render(<Dialog open onOpenChange={() => {}} title="Choose" hideCloseButton />);
    expect(screen.getByRole('dialog', { name: 'Choose' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('Toast', () => {
  function Trigger({ message, tone }: { message: string; tone?: 'info' | 'error' }) {
    const toast = useToast();
    return <button onClick={() => toast.show(message, tone ? { tone } : undefined)}>Next</button>;
  }

  it('announces the message through a polite live region that exists before it', async () => {
    render(
      <ToastProvider>
        <Trigger message="Please select a loan to continue" />
      </ToastProvider>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(region).toHaveTextContent('Please select a loan to continue');
  });

  it('says what kind of toast it is in words, not only colour', async () => {
    render(
      <ToastProvider>
        <Trigger message="Payment failed" tone="error" />
      </ToastProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Error: Payment failed');
  });

  it('dismisses itself after about four seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider with a clear message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
