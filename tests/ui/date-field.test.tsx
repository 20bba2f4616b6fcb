// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField, dateProblem, dateToWire, maskDate } from '../../src/ui/date-field.tsx';

afterEach(cleanup);

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of birth" value={value} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Date of birth');
const kept = () => screen.getByTestId('kept').textContent;

describe('DateField', () => {
  it('takes the day first and keeps YYYY-MM-DD once the date is whole', async () => {
    render(<Harness />);
    await userEvent.type(field(), '15041988');
    expect(field()).toHaveValue('15/04/1988');
    expect(kept()).toBe('1988-04-15');
  });

  it('shows a saved date day first', () => {
    render(<Harness initial="1990-04-12" />);
    expect(field()).toHaveValue('12/04/1990');
  });

  it('says which part is wrong once the box is left', async () => {
    render(<Harness />);
    await userEvent.type(field(), '3102');
    await userEvent.tab();
    expect(screen.getByText('Enter the year in four digits, like 1988')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(kept()).toBe('31/02');
  });

  it('has one message per bad input', () => {
    expect(dateProblem('32/01/1990')).toBe('Enter the day as two digits, 01 to 31');
    expect(dateProblem('3')).toBe('Enter the day as two digits, 01 to 31');
    expect(dateProblem('12/13/1990')).toBe('Enter the month as two digits, 01 to 12');
    expect(dateProblem('12/04/19')).toBe('Enter the year in four digits, like 1988');
    expect(dateProblem('31/02/1990')).toBe('This month has no day 31');
    expect(dateProblem('29/02/2000')).toBeNull();
    expect(dateProblem('')).toBeNull();
    expect(maskDate('1988-04-15')).toBe('15/04/1988');
    expect(dateToWire('15/04/1988')).toBe('1988-04-15');
  });
});
