import { useGstinStatus } from '../../../journeys/onboarding/identity/gstin-status.ts';
import { GstinStatusView } from './GstinStatusView.tsx';

/** /gstin-verification (Home layout). */
export default function GSTINVerification() {
  return <GstinStatusView actor={useGstinStatus()} />;
}
