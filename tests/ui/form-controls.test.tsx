// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui/button.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { Checkbox } from '../../src/ui/checkbox.tsx';
import { RadioGroup } from '../../src/ui/radio-group.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is clickable when idle', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send OTP</Button>);
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, reports aria-busy and keeps its accessible name', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Send OTP
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form by default like a native button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Continue</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('TextField', () => {
  function Field({ error, onErrorClear }: { error?: string | null; onErrorClear?: () => void }) {
    const [value, setValue] = useState('');
    return (
      <TextField
        label="Mobile number"
        hint="10 digits"
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        onErrorClear={onErrorClear}
      />
    );
  }

  it('labels the input and describes it with the hint', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAccessibleDescription('10 digits');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<Field error="Enter a valid mobile number" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Enter a valid mobile number');
  });

  it('clears the error on input and tells the owner once', async () => {
    const user = userEvent.setup();
    const onErrorClear = vi.fn();
    render(<Field error="Enter a valid mobile number" onErrorClear={onErrorClear} />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(input, '98');
    expect(input).toHaveValue('98');
    expect(screen.queryByText('Enter a valid mobile number')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onErrorClear).toHaveBeenCalledTimes(1);
  });

  it('shows a new error after the previous one was cleared', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Field error="First" />);
    await user.type(screen.getByRole('textbox'), '1');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    rerender(<Field error="Second" />);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  function Terms({ error }: { error?: string }) {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox
        checked={checked}
        onCheckedChange={setChecked}
        error={error}
        label={
          <>
            I accept the <a href="/tnc">terms and conditions</a>
          </>
        }
      />
    );
  }

  it('toggles with a click on the label and with Space', async () => {
    const user = userEvent.setup();
    render(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText(/I accept the/));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('keeps the link inside the label reachable', () => {
    render(<Terms />);
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/tnc');
  });

  it('describes an error', () => {
    render(<Terms error="Please accept the terms" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'debit', label: 'Debit Card' },
    { value: 'netbanking', label: 'Net Banking' },
    { value: 'upi', label: 'UPI', disabled: true },
  ];

  function Methods({ onValueChange }: { onValueChange?: (value: string) => void }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioGroup
        label="Payment method"
        options={options}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
    );
  }

  it('is a labelled radiogroup with nothing selected at first', () => {
    render(<Methods />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeDisabled();
  });

  it('selects with a click on the option label', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Methods onValueChange={onValueChange} />);
    await user.click(screen.getByText('Net Banking'));
    expect(onValueChange).toHaveBeenLastCalledWith('netbanking');
    expect(screen.getByRole('radio', { name: 'Net Banking' })).toHaveAttribute('aria-checked', 'true');
  });

  // Keys are held across a tick, as a real key press is: Radix moves focus on a timer
  // and selects only while the arrow key is still down.
  async function pressArrowDown(user: ReturnType<typeof userEvent.setup>) {
    await user.keyboard('{ArrowDown>}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.keyboard('{/ArrowDown}');
  }

  it('moves and selects with arrow keys, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Methods onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Debit Card' })).toHaveFocus();
    await pressArrowDown(user);
    expect(screen.getByRole('radio', { name: 'Net Banking' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('netbanking');
    await pressArrowDown(user);
    // UPI is disabled, so focus wraps to the first option.
    expect(screen.getByRole('radio', { name: 'Debit Card' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('debit');
    expect(screen.getByRole('radio', { name: 'Debit Card' })).toHaveAttribute('aria-checked', 'true');
  });
});
