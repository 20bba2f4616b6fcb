import { usePostApprovalChild } from '../../journeys/post-approval/child-actor.tsx';
import { DocumentsView, type DocumentsRef } from './DocumentsView.tsx';

/** /signup/additional-documents: the documents child's additional list (the child decides which shows). */
export default function AdditionalDocuments() {
  return <DocumentsView documents={usePostApprovalChild('documents') as DocumentsRef | null} />;
}
