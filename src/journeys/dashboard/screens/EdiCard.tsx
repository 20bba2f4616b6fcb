import { Link } from 'react-router-dom';
import type { HomeResponse } from '../../../../rules/home.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { Card } from '../../../ui/index.ts';
import * as styles from './dashboard.css.ts';

/** Home's ediDetails, when the lender makes the customer an EDI offer. */
type EdiDetails = NonNullable<HomeResponse['ediDetails']>;

const LATEST_WORDS = {
  requested: 'Your payout is requested.',
  approved: 'Your payout is approved and on its way.',
  disbursed: 'Your loan is paid out and being repaid daily.',
  failed: 'Your last payout did not go through.',
  cancelled: 'Your last payout was cancelled.',
} as const;

/** The dashboard's EDI card: the offer in a line, the latest payout's status and the ways into the EDI pages. */
export function EdiCard({ edi }: { edi: EdiDetails }) {
  return (
    <Card aria-label="Daily instalment loan">
      <h2 className={styles.cardTitle}>Daily instalment loan</h2>
      <p className={styles.note}>
        Borrow up to {formatMoney(edi.maxAmount)} and repay a little every day from your sales.
      </p>
      {edi.latest ? <p className={styles.note}>{LATEST_WORDS[edi.latest.status]}</p> : null}
      <Link className={styles.continueLink} to={screenAddress('EdiLoanOfferDetailsPage')}>
        See your offer
      </Link>
      {edi.latest ? (
        <Link className={styles.textLink} to={screenAddress('LastEdiDisbursement')}>
          See your last payout
        </Link>
      ) : null}
    </Card>
  );
}
