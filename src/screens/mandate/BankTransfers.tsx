import { Link, useLocation } from 'react-router-dom';
import { PageFrame } from '../PageFrame.tsx';
import { MainLandmark } from '../layouts/MainLandmark.tsx';

// The legacy /va-accounts address lands on redirect-mandate in its bank-transfers mode (§2): the
// account details for paying by bank transfer, with the way back to the page that sent the user.

const BACK: Readonly<Record<string, string>> = { 'My Profile': '/my-profile' };

export function BankTransfers() {
  const query = new URLSearchParams(useLocation().search);
  const title = query.get('displayName') ?? 'A/C details for bank transfers';
  const from = query.get('redirectRouteName') ?? 'My Profile';
  return (
    <MainLandmark>
      <PageFrame title={title} lead="The account details for paying by bank transfer are not open in the app yet.">
        <p>
          <Link to={BACK[from] ?? '/dashboard'}>Back to {BACK[from] ? from : 'the dashboard'}</Link>
        </p>
      </PageFrame>
    </MainLandmark>
  );
}
