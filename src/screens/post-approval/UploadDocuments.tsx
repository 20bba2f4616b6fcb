import { usePostApprovalChild } from '../../journeys/post-approval/child-actor.tsx';
import { DocumentsView, type DocumentsRef } from './DocumentsView.tsx';

/** /signup/upload-documents: the documents child's first list. */
export default function UploadDocuments() {
  return <DocumentsView documents={usePostApprovalChild('documents') as DocumentsRef | null} />;
}
