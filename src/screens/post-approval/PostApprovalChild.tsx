import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { usePostApprovalChild } from '../../journeys/post-approval/child-actor.tsx';
import { Loader } from '../../ui/index.ts';
import { UploadPreviewView } from './UploadPreviewView.tsx';

interface PreviewingSnapshot {
  status: string;
  value: unknown;
  context: { preview: string | null; previewFile: Blob | null; error: string | null };
  matches(state: unknown): boolean;
}

const STATES = ['loading', 'showing', 'failed'] as const;

/** Which preview sub-state a child is in, if it is previewing (the statement child or the documents one). */
function previewState(snapshot: PreviewingSnapshot | undefined): (typeof STATES)[number] | null {
  if (!snapshot || snapshot.status !== 'active') return null;
  for (const parent of ['upload', 'additional'])
    for (const state of STATES) if (snapshot.matches({ [parent]: { previewing: state } })) return state;
  return null;
}

function ChildPreview({ child }: { child: AnyActorRef }) {
  const snapshot = useSelector(child, (current) => current as PreviewingSnapshot);
  const state = previewState(snapshot);
  if (!state) return <Loader />;
  const { preview, previewFile, error } = snapshot.context;
  return (
    <UploadPreviewView
      name={preview ?? 'document'}
      state={state}
      file={previewFile}
      error={error}
      onRetry={() => child.send({ type: 'RETRY' })}
      onClose={() => child.send({ type: 'CLOSE_PREVIEW' })}
    />
  );
}

/** /:documentName/upload-preview: the file the bank statement or documents child previews. */
export default function UploadPreview() {
  const statement = usePostApprovalChild('bankStatement');
  const documents = usePostApprovalChild('documents');
  const child = statement ?? documents;
  return child ? <ChildPreview child={child} /> : <Loader />;
}
