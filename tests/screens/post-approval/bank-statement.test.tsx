// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NO_STATEMENT_MESSAGE } from '../../../machines/post-approval/bank-statement.machine.ts';
import { BankStatementView } from '../../../src/journeys/post-approval/screens/BankStatementView.tsx';
import {
  CONSENT_ENDED,
  CONSENT_WAIT,
  ENDED_LEAD,
  FETCH_FAILED,
  OTHER_WAY,
  STATEMENT_TITLE,
  WAYS,
} from '../../../src/journeys/post-approval/screens/statement-copy.ts';
import { axeViolations, renderInRouter } from '../../support/screens/step-fixture.tsx';
import { settleCall } from '../../support/screens/identity-fixture.tsx';
import { createBankStatement } from '../../support/screens/post-approval-fixture.tsx';

const STATEMENT = {
  id: 'file-1',
  kind: 'bankStatement',
  documentType: null,
  side: null,
  fileName: 'hdfc-jan-jun.pdf',
  size: 48213,
  contentType: 'application/pdf',
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
};
const offer = (extra: Record<string, unknown> = {}) => ({
  months: 6,
  ways: ['upload', 'netBanking', 'accountAggregator'],
  canSkip: false,
  maxFiles: 3,
  maxBytes: 10 * 1024 * 1024,
  statements: [],
  netBanking: null,
  consent: null,
  application: { id: 'app-1', status: 'offerSelected' },
  ...extra,
});
const consentRead = (status: string, fetch: string | null) => ({
  consent: { consentHandle: 'c-1', status, fetch },
  application: { id: 'app-1', status: 'offerSelected' },
});

describe('Bank statement', () => {
  it('a failed load shows the problem with Retry', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createBankStatement();
    renderInRouter(<BankStatementView statement={actor} />);
    await settleCall(calls, 'loadStatements', { reject: new Error('Statements are unavailable.') });
    expect(screen.getByRole('heading', { name: STATEMENT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Statements are unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.count('loadStatements')).toBe(2);
  });

  it('offers only the lender’s ways, and Skip only where it allows it', async () => {
    const { actor, calls } = createBankStatement();
    renderInRouter(<BankStatementView statement={actor} />);
    await settleCall(calls, 'loadStatements', { resolve: offer({ ways: ['upload', 'accountAggregator'] }) });
    expect(screen.getByRole('button', { name: WAYS.upload.label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WAYS.accountAggregator.label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WAYS.netBanking.label })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('uploads: Continue needs a file; a held file can be previewed; the lender’s refusal is shown', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createBankStatement();
    renderInRouter(<BankStatementView statement={actor} />);
    await settleCall(calls, 'loadStatements', { resolve: offer() });
    await user.click(screen.getByRole('button', { name: WAYS.upload.label }));
    expect(screen.getByRole('group', { name: 'Statement file 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_STATEMENT_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Add another file' }));
    expect(screen.getByRole('group', { name: 'Statement file 2' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    const input = screen.getAllByLabelText(/Choose file/)[0] as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.upload(input, new File(['%PDF'], 'hdfc-jan-jun.pdf', { type: 'application/pdf' }));
    await settleCall(calls, 'inspect', { resolve: { passwordProtected: false } });
    await settleCall(calls, 'upload', { resolve: STATEMENT });
    expect(screen.getByText(/Uploaded: hdfc-jan-jun.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview Statement file 1' }));
    expect(actor.getSnapshot().matches({ upload: { previewing: 'loading' } })).toBe(true);
    actor.send({ type: 'CLOSE_PREVIEW' });

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await settleCall(calls, 'submitStatements', { reject: new Error('These statements cover 3 of 6.') }),
    ).toEqual({
      applicationId: 'app-1',
      documentIds: ['file-1'],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('These statements cover 3 of 6.');
    await user.click(screen.getByRole('button', { name: OTHER_WAY }));
    expect(screen.getByRole('button', { name: WAYS.netBanking.label })).toBeInTheDocument();
  });

  it('net banking: leaves for the provider page', async () => {
    const user = userEvent.setup();
    const { actor, calls, redirects } = createBankStatement();
    renderInRouter(<BankStatementView statement={actor} />);
    await settleCall(calls, 'loadStatements', { resolve: offer() });
    await user.click(screen.getByRole('button', { name: WAYS.netBanking.label }));
    expect(screen.getByText('Opening net banking…')).toBeInTheDocument();
    await settleCall(calls, 'startNetBanking', { resolve: { url: 'https://bank.example/login', reference: 'r' } });
    expect(redirects).toEqual(['https://bank.example/login']);
    expect(screen.getByText('Taking you to your bank…')).toBeInTheDocument();
  });

  it('back from the AA: waits for the consent, then says why it gave no data, with Try again', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createBankStatement();
    renderInRouter(<BankStatementView statement={actor} />);
    await settleCall(calls, 'loadStatements', {
      resolve: offer({ consent: { consentHandle: 'c-1', status: 'PENDING', fetch: null } }),
    });
    expect(screen.getByText('Checking your consent…')).toBeInTheDocument();
    await settleCall(calls, 'readConsent', { resolve: consentRead('PENDING', null) });
    expect(screen.getByRole('heading', { name: CONSENT_WAIT.consent.title })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    actor.send({ type: 'xstate.after.pollEvery.bankStatement.accountAggregator.waiting' } as never);
    await settleCall(calls, 'readConsent', { resolve: consentRead('ACTIVE', 'DENIED') });
    expect(screen.getByRole('heading', { name: FETCH_FAILED.DENIED })).toBeInTheDocument();
    expect(screen.getByText(ENDED_LEAD)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.count('createConsent')).toBe(1);
  });

  it.each(['REJECTED', 'EXPIRED', 'REVOKED', 'PAUSED'] as const)('a %s consent is named as such', async (status) => {
    const { actor, calls } = createBankStatement();
    renderInRouter(<BankStatementView statement={actor} />);
    await settleCall(calls, 'loadStatements', {
      resolve: offer({ consent: { consentHandle: 'c-1', status, fetch: null } }),
    });
    await settleCall(calls, 'readConsent', { resolve: consentRead(status, null) });
    expect(screen.getByRole('heading', { name: CONSENT_ENDED[status] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OTHER_WAY })).toBeInTheDocument();
  });
});
