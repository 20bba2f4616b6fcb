import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reviewStepMachine } from '../../../../machines/onboarding/review-step.machine.ts';
import type { EditableStep } from '../../../../machines/onboarding/onboarding.machine.ts';
import { useStepActor } from '../../../journeys/onboarding/OnboardingProvider.tsx';
import { Button, Loader } from '../../../ui/index.ts';
import { useOnboardingScreen } from '../outcomes/use-onboarding-screen.ts';
import { ReviewSection } from './ReviewSection.tsx';
import { VernacularDeclaration } from './VernacularDeclaration.tsx';
import { profileOf } from './review-profile.ts';
import {
  addressRows,
  businessRows,
  kycRows,
  membershipRows,
  personalRows,
  registrationRows,
  serviceabilityRows,
  videoRows,
} from './review-sections.tsx';
import * as styles from './review.css.ts';

type ReviewRef = ActorRefFrom<typeof reviewStepMachine>;

const SCREENS = ['review'] as const;

/** /signup/pre-approval/review: everything entered, edit links to steps 1–3, and Submit. */
export default function PreApprovalReview() {
  const viewer = useOnboardingScreen(SCREENS);
  // On the review the parent's 'step' child is the reviewStep machine (onboarding.machine.ts).
  const step = useStepActor() as ReviewRef | null;
  if (viewer.kind !== 'onScreen' || !step) return <Loader />;
  const onboarding = viewer.onboarding;
  return <ReviewView review={step} onEdit={(edit) => onboarding.send({ type: 'EDIT_STEP', step: edit })} />;
}

export function ReviewView({ review, onEdit }: { review: ReviewRef; onEdit: (step: EditableStep) => void }) {
  const snapshot = useSelector(review, (current) => current);
  if (snapshot.matches('loading')) return <Loader />;
  if (snapshot.matches('loadFailed')) {
    return (
      <section className={styles.page} aria-labelledby="review-heading">
        <h1 id="review-heading" className={styles.heading}>
          Review your application
        </h1>
        <p role="alert" className={styles.alert}>
          {snapshot.context.serverError ?? 'We could not load your application.'}
        </p>
        <Button type="button" fullWidth onClick={() => review.send({ type: 'RETRY' })}>
          Retry
        </Button>
      </section>
    );
  }
  const profile = profileOf(snapshot.context.profile);
  const submitting = snapshot.matches('submitting');
  // Edit stays visible but disabled while submitting: the decision may already be on its way.
  const edit = (step: EditableStep) => () => onEdit(step);
  return (
    <section className={styles.page} aria-labelledby="review-heading" aria-busy={submitting || undefined}>
      <h1 id="review-heading" className={styles.heading}>
        Review your application
      </h1>
      <p className={styles.lead}>Check your details before you submit. You can change the parts marked Edit.</p>
      {profile ? (
        <>
          <ReviewSection
            id="review-personal"
            title="Personal details"
            rows={personalRows(profile)}
            onEdit={edit('personalInfo')}
            editDisabled={submitting}
          />
          <ReviewSection id="review-address" title="Address" rows={addressRows(profile)} />
          <ReviewSection
            id="review-kyc"
            title="KYC"
            rows={kycRows(profile)}
            onEdit={edit('panKyc')}
            editDisabled={submitting}
          />
          <ReviewSection
            id="review-business"
            title="Business profile"
            rows={businessRows(profile)}
            onEdit={edit('businessProfile')}
            editDisabled={submitting}
          />
          <ReviewSection id="review-registration" title="Business registration" rows={registrationRows(profile)} />
          <ReviewSection
            id="review-memberships"
            title="Marketplace memberships"
            rows={membershipRows(profile)}
            empty="None declared"
          />
          <ReviewSection
            id="review-serviceability"
            title="Serviceability"
            rows={serviceabilityRows(profile)}
            empty="Not checked yet"
          />
          <ReviewSection id="review-video" title="Face and video verification" rows={videoRows(profile)} />
        </>
      ) : (
        <p role="alert" className={styles.alert}>
          Your application could not be shown. Please try again later.
        </p>
      )}
      {profile ? <VernacularDeclaration review={review} /> : null}
      {snapshot.context.serverError ? (
        <p role="alert" className={styles.alert}>
          {snapshot.context.serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="button"
          fullWidth
          busy={submitting}
          disabled={!snapshot.can({ type: 'SUBMIT' })}
          onClick={() => review.send({ type: 'SUBMIT' })}
        >
          Submit application
        </Button>
      </div>
    </section>
  );
}
