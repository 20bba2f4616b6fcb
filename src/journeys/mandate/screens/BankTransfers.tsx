import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router-dom';
import type { VirtualAccount } from '../../../../rules/mandate/types.ts';
import { bankTransfersJourney, type BankTransfersRef } from '../bank-transfers.ts';
import { useJourney } from '../../runtime/JourneyRuntime.tsx';
import { Button, Loader, useToast } from '../../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { MainLandmark } from '../../../screens/layouts/MainLandmark.tsx';
import { pageTitle } from '../../../routes/page-titles.ts';
import { BANK_TRANSFERS } from './mandate-copy.ts';
import * as styles from './bank-transfers.css.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';

// The legacy /va-accounts address lands on redirect-mandate in its bank-transfers mode (§2): the
// applicant's virtual account for paying by bank transfer, each detail with a copy button (bank
// apps want them pasted), and the way back to the page that sent the user.

const BACK: Readonly<Record<string, string>> = { 'My Profile': screenAddress('MyProfile') };

const FIELDS: readonly (readonly [keyof VirtualAccount, string])[] = [
  ['beneficiaryName', 'Beneficiary name'],
  ['accountNumber', 'Account number'],
  ['ifsc', 'IFSC'],
  ['bankName', 'Bank'],
];

function Details({ account }: { account: VirtualAccount }) {
  const toast = useToast();
  const copy = (label: string, text: string) =>
    navigator.clipboard.writeText(text).then(
      () => toast.show(`${label} copied`),
      () => toast.show(`Could not copy the ${label.toLowerCase()}. Please select it and copy it yourself.`),
    );
  return (
    <dl className={styles.details}>
      {FIELDS.map(([key, label]) => (
        <div key={key}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.row}>
            <span className={styles.value}>{account[key]}</span>
            <Button
              type="button"
              variant="secondary"
              aria-label={`Copy ${label.toLowerCase()}`}
              onClick={() => void copy(label, account[key])}
            >
              Copy
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function BankTransfersView({ actor }: { actor: BankTransfersRef }) {
  const query = new URLSearchParams(useLocation().search);
  const title = query.get('displayName') ?? BANK_TRANSFERS.title;
  const from = query.get('redirectRouteName') ?? 'My Profile';
  const snapshot = useSelector(actor, (current) => current);
  if (snapshot.matches('loading')) return <Loader lines={BANK_TRANSFERS.loading} />;
  const back = (
    <Link to={BACK[from] ?? screenAddress('Dashboard')} className={styles.link}>
      Back to {BACK[from] ? pageTitle(from).toLowerCase() : 'the dashboard'}
    </Link>
  );
  if (snapshot.matches('failed') || !snapshot.context.account) {
    return (
      <RetryFrame title={title} error={snapshot.context.error} onRetry={() => actor.send({ type: 'RETRY' })}>
        {back}
      </RetryFrame>
    );
  }
  return (
    <PageFrame title={title} lead={BANK_TRANSFERS.lead}>
      <Details account={snapshot.context.account} />
      <Actions>{back}</Actions>
    </PageFrame>
  );
}

export function BankTransfers() {
  const actor = useJourney(bankTransfersJourney);
  return (
    <MainLandmark>
      {actor ? <BankTransfersView actor={actor} /> : <Loader lines={BANK_TRANSFERS.loading} />}
    </MainLandmark>
  );
}
