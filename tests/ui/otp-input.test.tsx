// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from '../../src/ui/otp-input.tsx';

afterEach(cleanup);

function Harness({
  initial = '',
  onChange,
  onComplete,
  error,
}: {
  initial?: string;
  onChange?: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        onComplete={onComplete}
        error={error}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const shown = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('renders four labelled numeric boxes in a labelled group, the first offering OTP autofill', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    boxes.forEach((input) => {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('pattern', '[0-9]*');
    });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves focus to the next box as each digit is typed and reports the joined value', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('234');
    expect(shown()).toBe('1234');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('ignores letters and symbols', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('a-. ');
    expect(onChange).not.toHaveBeenCalled();
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('7x');
    expect(shown()).toBe('7');
    expect(box(2)).toHaveValue('');
  });

  it('spreads a pasted code across the boxes from the first, dropping non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('12-34');
    expect(shown()).toBe('1234');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();
  });

  it('spreads a partial paste from the focused box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="9" />);
    await user.click(box(2));
    await user.paste('56');
    expect(shown()).toBe('956');
    expect(box(4)).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.paste('abcd');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('on Backspace in an empty box moves back and clears the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(shown()).toBe('1');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(shown()).toBe('');
  });

  it('on Backspace in a filled box clears that box and stays', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(box(4)).toHaveValue('');
    expect(box(4)).toHaveFocus();
    expect(shown()).toBe('123');
  });

  it('replaces the digit in a filled box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(shown()).toBe('1934');
    expect(box(3)).toHaveFocus();
  });

  it('moves on when a digit is typed over itself, so a code typed again lands whole', async () => {
    const user = userEvent.setup();
    render(<Harness initial="56" />);
    await user.click(box(1));
    await user.keyboard('5');
    expect(box(2)).toHaveFocus();
    await user.keyboard('610');
    expect(shown()).toBe('5610');
  });

  it('moves between boxes with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(4)).toHaveFocus();
  });

  it('follows the owner when it resets the value', () => {
    const { rerender } = render(<OtpInput value="1234" onChange={() => {}} />);
    expect(box(4)).toHaveValue('4');
    rerender(<OtpInput value="" onChange={() => {}} />);
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });

  it('shows an error tied to the group and every box, and hides it on the next edit', async () => {
    const user = userEvent.setup();
    render(<Harness error="Incorrect OTP" />);
    const group = screen.getByRole('group', { name: 'Enter OTP' });
    expect(group).toHaveAccessibleDescription('Incorrect OTP');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    await user.click(box(1));
    await user.keyboard('5');
    expect(screen.queryByText('Incorrect OTP')).not.toBeInTheDocument();
    expect(box(1)).not.toHaveAttribute('aria-invalid');
  });

  it('takes a whole autofilled code typed into the first box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // Browsers fill one-time-code by setting the first box's value in one input event.
    const first = box(1) as HTMLInputElement;
    await user.click(first);
    fireEvent.change(first, { target: { value: '4321' } });
    expect(shown()).toBe('4321');
  });
});
