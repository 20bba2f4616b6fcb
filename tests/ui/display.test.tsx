// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Loader } from '../../src/ui/loader.tsx';
import { LOADER_WIDTH_LARGE_PX, LOADER_WIDTH_SMALL_PX } from '../../src/ui/loader.css.ts';
import { StepIndicator } from '../../src/ui/step-indicator.tsx';
import { Money } from '../../src/ui/money.tsx';
import { DateText } from '../../src/ui/date-text.tsx';
import { EmailText } from '../../src/ui/email-text.tsx';
import { Page, Stack, Card } from '../../src/ui/layout.tsx';
import { VisuallyHidden } from '../../src/ui/visually-hidden.tsx';
import { inr } from '../support/money.ts';

afterEach(cleanup);

describe('Loader', () => {
  it('is a status with the default two-line text and a hidden animation', () => {
    const { container } = render(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Please wait while we fetch your details');
    expect(screen.getByText('Please wait while we fetch')).toBeInTheDocument();
    expect(screen.getByText('your details')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes other lines', () => {
    render(<Loader lines={['Verifying your OTP']} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Verifying your OTP$/);
  });

  it('uses the spec sizes for the animation', () => {
    expect([LOADER_WIDTH_SMALL_PX, LOADER_WIDTH_LARGE_PX]).toEqual([175, 220]);
  });
});

describe('StepIndicator', () => {
  it('says which step of how many, marking the current one', () => {
    render(<StepIndicator total={4} current={2} labels={['Business', 'Personal', 'KYC', 'Bank']} />);
    expect(screen.getByText('Step 2 of 4: Personal')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(steps[0]).toHaveTextContent('Step 1: Business, completed');
    expect(steps[3]).toHaveTextContent(/^Step 4: Bank$/);
  });

  it('clamps an out-of-range current step', () => {
    render(<StepIndicator total={4} current={9} />);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  });
});

describe('Money and DateText', () => {
  it('formats money', () => {
    render(<Money amount={inr(1234567.89)} data-testid="m" />);
    expect(screen.getByTestId('m')).toHaveTextContent('₹12,34,567.89');
  });

  it('shows ₹0 for a missing amount', () => {
    render(<Money amount={null} data-testid="m" />);
    expect(screen.getByTestId('m')).toHaveTextContent(/^₹0$/);
  });

  it('renders a machine-readable time element', () => {
    const { container } = render(<DateText value="2026-03-05T09:35:00Z" withWeekdayTime />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-03-05T09:35:00.000Z');
    expect(time).toHaveTextContent('05 Mar 2026, Thursday 3:05 PM');
  });

  it('renders nothing for an invalid date', () => {
    const { container } = render(<DateText value="nope" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('layout primitives', () => {
  it('gives a page one level-1 heading and passes children through', () => {
    render(
      <Page title="Verify OTP">
        <Stack gap="lg">
          <Card aria-label="Summary">
            <VisuallyHidden>hidden help</VisuallyHidden>
          </Card>
        </Stack>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('hidden help');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});

describe('EmailText', () => {
  it('lets a long address wrap before the @ and each dot, and reads as the address', () => {
    const { container } = render(<EmailText address="ashaverma.traders.indiranagar@example-mail.co.in" />);
    const email = container.firstElementChild as HTMLElement;
    expect(email).toHaveTextContent('ashaverma.traders.indiranagar@example-mail.co.in');
    expect(email.querySelectorAll('wbr')).toHaveLength(5);
    expect(email.innerHTML.split('<wbr>')).toEqual([
      'ashaverma',
      '.traders',
      '.indiranagar',
      '@example-mail',
      '.co',
      '.in',
    ]);
  });
});
