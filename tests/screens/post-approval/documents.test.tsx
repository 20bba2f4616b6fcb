// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DocumentsView } from '../../../src/journeys/post-approval/screens/DocumentsView.tsx';
import { DOCUMENTS_COPY } from '../../../src/journeys/post-approval/screens/documents-copy.ts';
import { UploadPreviewView } from '../../../src/journeys/post-approval/screens/UploadPreviewView.tsx';
import { axeViolations, renderInRouter } from '../../support/screens/step-fixture.tsx';
import { settleCall } from '../../support/screens/identity-fixture.tsx';
import { createDocuments } from '../../support/screens/post-approval-fixture.tsx';

const asked = (kind: string, label: string, required: boolean, document: unknown = null) => ({
  kind,
  label,
  required,
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  document,
});
const HELD = {
  id: 'doc-1',
  kind: 'id-proof',
  documentType: null,
  side: null,
  fileName: 'pan.png',
  size: 68,
  contentType: 'image/png',
  sha256: 'cd'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
};

describe('Upload documents and additional documents', () => {
  it('lists what the lender asks for, marks optional ones, and waits for every required one', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createDocuments();
    renderInRouter(<DocumentsView documents={actor} />);
    await settleCall(calls, 'loadDocuments', {
      resolve: {
        stage: 'upload',
        documents: [
          asked('shop-photo-front', 'Shop photo (front)', true),
          asked('id-proof', 'Identity proof', true, HELD),
          asked('business-registration-proof', 'Business registration proof', false),
        ],
      },
    });
    expect(screen.getByRole('heading', { name: DOCUMENTS_COPY.upload.title })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Business registration proof' })).toHaveTextContent('Optional');
    expect(screen.getByRole('button', { name: 'Preview Identity proof' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload: Shop photo (front)');
    expect(calls.count('completeDocuments')).toBe(0);

    const input = screen.getAllByLabelText(/Choose file/)[0] as HTMLInputElement;
    await user.upload(input, new File(['png'], 'shop.png', { type: 'image/png' }));
    await settleCall(calls, 'inspect', { resolve: { passwordProtected: false } });
    await settleCall(calls, 'upload', {
      resolve: { ...HELD, id: 'doc-2', kind: 'shop-photo-front', fileName: 'shop.png' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await settleCall(calls, 'completeDocuments', { reject: new Error('Sandbox fault.') })).toEqual({
      applicationId: 'app-1',
      loanId: 'loan-1',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sandbox fault.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await settleCall(calls, 'completeDocuments', {
      resolve: { application: { id: 'app-1', status: 'documentUploaded' } },
    });
    expect(actor.getSnapshot().output).toEqual({ status: 'documentUploaded' });
  });

  it('the additional list has its own heading', async () => {
    const { actor, calls } = createDocuments();
    renderInRouter(<DocumentsView documents={actor} />);
    await settleCall(calls, 'loadDocuments', {
      resolve: { stage: 'additional', documents: [asked('security-cheque', 'Security cheque', true)] },
    });
    expect(screen.getByRole('heading', { name: DOCUMENTS_COPY.additional.title })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a failed load shows the problem with Retry', async () => {
    const user = userEvent.setup();
    const { actor, calls } = createDocuments();
    renderInRouter(<DocumentsView documents={actor} />);
    await settleCall(calls, 'loadDocuments', { reject: new Error('Documents are unavailable.') });
    expect(screen.getByRole('alert')).toHaveTextContent('Documents are unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.count('loadDocuments')).toBe(2);
  });
});

describe('Upload preview', () => {
  it('shows an image with Close, and a failed read with Retry and Close', async () => {
    const user = userEvent.setup();
    const closed: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    const { rerender } = renderInRouter(
      <UploadPreviewView
        name="id-proof"
        state="showing"
        file={new Blob(['png'], { type: 'image/png' })}
        error={null}
        onRetry={() => closed.push('retry')}
        onClose={() => closed.push('close')}
      />,
    );
    expect(screen.getByRole('img', { name: 'id-proof' })).toHaveAttribute('src', 'blob:preview');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    rerender(
      <UploadPreviewView
        name="id-proof"
        state="failed"
        file={null}
        error="Sandbox fault."
        onRetry={() => closed.push('retry')}
        onClose={() => closed.push('close')}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sandbox fault.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(closed).toEqual(['close', 'retry']);
    expect(await axeViolations()).toEqual([]);
  });
});
