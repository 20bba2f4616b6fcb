import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { usePostApprovalActor, usePostApprovalChild } from '../use-post-approval.ts';
import { Loader } from '../../../ui/index.ts';
import { BankStatementView, type BankStatementRef } from './BankStatementView.tsx';
import { DocumentsView, type DocumentsRef } from './DocumentsView.tsx';
import { PostApprovalFrame } from './PostApprovalFrame.tsx';
import type { PostApprovalActorRef } from '../runtime.ts';
import { UploadPreviewView } from './UploadPreviewView.tsx';

// One screen module for every address the post-approval children show (bank-statement,
// upload-documents, additional-documents, /:documentName/upload-preview): the child that runs
// decides what shows, as a step child does in onboarding. One chunk, so the app's entry carries
// one address for all four.

interface PreviewingSnapshot {
  status: string;
  context: { preview: string | null; previewFile: Blob | null; error: string | null };
  matches(state: unknown): boolean;
}

const PREVIEW_STATES = ['loading', 'showing', 'failed'] as const;

/** Which preview sub-state a child is in, if it is previewing (from its upload list or its additional one). */
function previewState(snapshot: PreviewingSnapshot): (typeof PREVIEW_STATES)[number] | null {
  if (snapshot.status !== 'active') return null;
  for (const list of ['upload', 'additional'])
    for (const state of PREVIEW_STATES) if (snapshot.matches({ [list]: { previewing: state } })) return state;
  return null;
}

function ChildScreen({ child, kind }: { child: AnyActorRef; kind: 'bankStatement' | 'documents' }) {
  const snapshot = useSelector(child, (current) => current as PreviewingSnapshot);
  const preview = previewState(snapshot);
  if (preview) {
    const { context } = snapshot;
    return (
      <UploadPreviewView
        name={context.preview ?? 'document'}
        state={preview}
        file={context.previewFile}
        error={context.error}
        onRetry={() => child.send({ type: 'RETRY' })}
        onClose={() => child.send({ type: 'CLOSE_PREVIEW' })}
      />
    );
  }
  return kind === 'bankStatement' ? (
    <BankStatementView statement={child as BankStatementRef} />
  ) : (
    <DocumentsView documents={child as DocumentsRef} />
  );
}

function RunningChild({ parent }: { parent: AnyActorRef | null }) {
  const statement = usePostApprovalChild(parent, 'bankStatement');
  const documents = usePostApprovalChild(parent, 'documents');
  if (statement) return <ChildScreen child={statement} kind="bankStatement" />;
  if (documents) return <ChildScreen child={documents} kind="documents" />;
  return <Loader />;
}

/**
 * The post-approval parent's bank statement or documents child, whichever runs. Once a child is
 * done the parent reads home on this same address: the frame shows that read's failure and Retry,
 * where the child's place alone would keep a Loader up.
 */
export default function PostApprovalChild() {
  return <PostApprovalChildView parent={usePostApprovalActor()} />;
}

/** The same, for a given parent (its actor, or null while it does not exist). */
export function PostApprovalChildView({ parent }: { parent: PostApprovalActorRef | null }) {
  return (
    <PostApprovalFrame actor={parent}>
      <RunningChild parent={parent} />
    </PostApprovalFrame>
  );
}
