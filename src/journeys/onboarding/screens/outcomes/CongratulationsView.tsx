import { useSelector } from '@xstate/react';
import type { Paise } from '../../../../../rules/money/paise.ts';
import { Loader, Money } from '../../../../ui/index.ts';
import { nextStepOf } from '../../../../kit/status-labels.ts';
import type { OnboardingRef, OnboardingSnapshot } from './onboarding-ref.ts';
import { isLoadingPosition } from './onboarding-ref.ts';
import * as styles from './outcome.css.ts';
import { Link } from 'react-router-dom';
import { screenAddress } from '../../../../routes/declared-addresses.ts';
import { DashboardLink, OutcomePage } from './OutcomePage.tsx';

const amountOf = (snapshot: OnboardingSnapshot | undefined): Paise | null | undefined =>
  isLoadingPosition(snapshot) ? undefined : (snapshot?.context.home?.bestApprovedAmount ?? null);

// What comes after approval: choosing a lender, on the post-approval journey's offers (ADR 008).
const AFTER_APPROVAL = nextStepOf('result').says;
const OFFERS_PATH = screenAddress('LoanOffers');

/** /signup/congratulations: the end of pre-approval; the dashboard takes over (offers, mandate). */
export function CongratulationsView({ onboarding }: { onboarding: OnboardingRef | null }) {
  const amount = useSelector(onboarding ?? undefined, amountOf);
  if (amount === undefined) return <Loader />;
  return (
    <OutcomePage id="congratulations" title="Congratulations!">
      <p className={styles.lead}>
        {amount === null ? (
          'Your credit line is approved.'
        ) : (
          <>
            A credit line of <Money amount={amount} /> is approved for your business.
          </>
        )}{' '}
        {AFTER_APPROVAL}
      </p>
      <Link className={styles.link} to={OFFERS_PATH}>
        Choose your lender
      </Link>
      <DashboardLink />
    </OutcomePage>
  );
}
