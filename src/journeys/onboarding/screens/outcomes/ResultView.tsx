import { useSelector } from '@xstate/react';
import type { Paise } from '../../../../../rules/money/paise.ts';
import { Button, Loader, Money } from '../../../../ui/index.ts';
import type { OnboardingRef, OnboardingSnapshot } from './onboarding-ref.ts';
import { isLoadingPosition } from './onboarding-ref.ts';
import * as styles from './outcome.css.ts';
import { OutcomePage } from './OutcomePage.tsx';

const amountOf = (snapshot: OnboardingSnapshot | undefined): Paise | null | undefined =>
  isLoadingPosition(snapshot) ? undefined : (snapshot?.context.home?.bestApprovedAmount ?? null);

/** /signup/result: the best approved amount and Continue (CONTINUE → congratulations). */
export function ResultView({ onboarding }: { onboarding: OnboardingRef | null }) {
  const amount = useSelector(onboarding ?? undefined, amountOf);
  const canContinue = useSelector(onboarding ?? undefined, (snapshot) => snapshot?.can({ type: 'CONTINUE' }) ?? false);
  if (amount === undefined) return <Loader />;
  return (
    <OutcomePage id="result" title="Your credit line is approved">
      <p className={styles.lead}>Your best approved amount</p>
      {/* null: the lender has not put a figure on it yet; ₹0 would read as a refusal. */}
      <p className={styles.amount}>{amount === null ? 'Being finalised' : <Money amount={amount} />}</p>
      <div className={styles.actions}>
        <Button fullWidth disabled={!canContinue} onClick={() => onboarding?.send({ type: 'CONTINUE' })}>
          Continue
        </Button>
      </div>
    </OutcomePage>
  );
}
