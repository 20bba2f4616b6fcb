// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createActor, setup } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import type { PostApprovalActorRef } from '../../../src/journeys/post-approval/runtime.ts';
import { PostApprovalChildView } from '../../../src/journeys/post-approval/screens/PostApprovalChild.tsx';
import { DOCUMENTS_COPY } from '../../../src/journeys/post-approval/screens/documents-copy.ts';
import { STATEMENT_TITLE, WAYS } from '../../../src/journeys/post-approval/screens/statement-copy.ts';
import { renderInRouter } from '../../support/screens/step-fixture.tsx';
import { settleCall } from '../../support/screens/identity-fixture.tsx';
import { Calls } from '../../support/screens/step-fixture.tsx';
import { INPUT } from '../../support/screens/post-approval-fixture.tsx';
import { bankStatementMachine } from '../../../machines/post-approval/bank-statement.machine.ts';
import { documentsMachine } from '../../../machines/post-approval/documents.machine.ts';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';

// The one screen module of the children's addresses, under a stand-in parent that invokes a child
// with the post-approval parent's ids: the running child decides what shows, its preview included.

function parentOf(id: 'bankStatement' | 'documents', child: AnyActorLogic) {
  const logic = setup({ actors: { child } }).createMachine({
    initial: 'running',
    states: { running: { invoke: { id, src: 'child', input: INPUT } } },
  });
  const parent = createActor(logic);
  parent.start();
  // The screens read only the parent's `loadFailed` state and its children by id.
  return parent as unknown as PostApprovalActorRef;
}

const uploads = (calls: Calls) =>
  documentUploadMachine.provide({
    actors: { inspect: calls.actor('inspect'), unlock: calls.actor('unlock'), upload: calls.actor('upload') },
  });

const HELD = {
  id: 'file-1',
  kind: 'bankStatement',
  documentType: null,
  side: null,
  fileName: 'statement.pdf',
  size: 10,
  contentType: 'application/pdf',
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
};

describe('the post-approval children’s screen', () => {
  it('shows the bank statement child, then its preview, then the list again', async () => {
    const user = userEvent.setup();
    const calls = new Calls();
    const child = bankStatementMachine.provide({
      actors: {
        loadStatements: calls.actor('loadStatements'),
        statementUpload: uploads(calls),
        readStatementFile: calls.actor('readStatementFile'),
      },
    });
    const parent = parentOf('bankStatement', child);
    renderInRouter(<PostApprovalChildView parent={parent} />);
    await settleCall(calls, 'loadStatements', {
      resolve: {
        months: 6,
        ways: ['upload'],
        canSkip: false,
        maxFiles: 2,
        maxBytes: 1000,
        statements: [HELD],
        netBanking: null,
        consent: null,
        application: { id: 'app-1', status: 'offerSelected' },
      },
    });
    // A file is held: the upload was in progress, so its list shows again, not the choice of ways.
    expect(screen.getByRole('heading', { name: WAYS.upload.label })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: STATEMENT_TITLE })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Preview Statement file 1' }));
    expect(screen.getByText('Loading the preview…')).toBeInTheDocument();
    await settleCall(calls, 'readStatementFile', { reject: new Error('Sandbox fault.') });
    expect(screen.getByRole('heading', { name: 'Preview: statement-1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.getByRole('heading', { name: WAYS.upload.label })).toBeInTheDocument();
  });

  it('shows the documents child’s list', async () => {
    const calls = new Calls();
    const child = documentsMachine.provide({
      actors: { loadDocuments: calls.actor('loadDocuments'), documentUpload: uploads(calls) },
    });
    const parent = parentOf('documents', child);
    renderInRouter(<PostApprovalChildView parent={parent} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await settleCall(calls, 'loadDocuments', { resolve: { stage: 'upload', documents: [] } });
    expect(screen.getByRole('heading', { name: DOCUMENTS_COPY.upload.title })).toBeInTheDocument();
  });

  it('shows the Loader while no child runs', () => {
    renderInRouter(<PostApprovalChildView parent={null} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
