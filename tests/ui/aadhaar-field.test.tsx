// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AADHAAR_NOT_KEPT, AadhaarField } from '../../src/ui/aadhaar-field.tsx';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <AadhaarField label="Aadhaar number" value={value} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Aadhaar number' });

describe('AadhaarField', () => {
  it('groups the number 4-4-4 as typed and masks it once the box is left', async () => {
    render(<Harness />);
    await userEvent.type(field(), '23456789');
    expect(field()).toHaveValue('2345 6789');
    await userEvent.type(field(), '0123');
    expect(field()).toHaveValue('2345 6789 0123');
    expect(screen.getByTestId('kept')).toHaveTextContent('234567890123');
    await userEvent.tab();
    expect(field()).toHaveValue('XXXX XXXX 0123');
    await userEvent.click(field());
    expect(field()).toHaveValue('2345 6789 0123');
  });

  it('says in one sentence why the number is gone after a reload', () => {
    render(<Harness />);
    expect(field()).toHaveAccessibleDescription(AADHAAR_NOT_KEPT);
  });
});
