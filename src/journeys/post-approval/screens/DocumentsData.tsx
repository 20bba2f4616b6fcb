import { profileDocumentsJourney } from '../profile-documents.ts';
import { useJourney } from '../../runtime/JourneyRuntime.tsx';
import { Loader } from '../../../ui/index.ts';
import { ProfileDocumentsView } from './ProfileDocumentsView.tsx';

/** /documents (Documents Data, the profile's documents page). */
export default function DocumentsData() {
  const actor = useJourney(profileDocumentsJourney);
  return actor ? <ProfileDocumentsView actor={actor} /> : <Loader />;
}
