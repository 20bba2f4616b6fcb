import { gstinStatusJourney } from '../../identity/gstin-status.ts';
import { useJourney } from '../../../runtime/JourneyRuntime.tsx';
import { Loader } from '../../../../ui/index.ts';
import { GstinStatusView } from './GstinStatusView.tsx';

/** /gstin-verification (Home layout). */
export default function GSTINVerification() {
  const actor = useJourney(gstinStatusJourney);
  return actor ? <GstinStatusView actor={actor} /> : <Loader />;
}
