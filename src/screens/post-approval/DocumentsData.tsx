import { useProfileDocuments } from '../../journeys/post-approval/profile-documents.ts';
import { ProfileDocumentsView } from './ProfileDocumentsView.tsx';

/** /documents (Documents Data, the profile's documents page). */
export default function DocumentsData() {
  return <ProfileDocumentsView actor={useProfileDocuments()} />;
}
