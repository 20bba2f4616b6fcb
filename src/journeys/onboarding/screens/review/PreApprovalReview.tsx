import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reviewStepMachine } from '../../../../../machines/onboarding/review-step.machine.ts';
import type { EditableStep } from '../../../../../machines/onboarding/onboarding.machine.ts';
import { useStepActor } from '../../use-onboarding.ts';
import { Button, Loader } from '../../../../ui/index.ts';
import { RetryFrame } from '../../../../screens/PageFrame.tsx';
import { useOnboardingScreen } from '../outcomes/use-onboarding-screen.ts';
import { ReviewSection, type ReviewRow } from './ReviewSection.tsx';
import { VernacularDeclaration } from './VernacularDeclaration.tsx';
import { profileOf, type ApplicationProfile } from './review-profile.ts';
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

interface Section {
  id: string;
  title: string;
  rows: (profile: ApplicationProfile) => ReviewRow[];
  /** Shown instead of rows the applicant has not given. */
  empty?: string;
  /** The step an Edit link reopens, for the parts the applicant may change from here. */
  edit?: EditableStep;
}

/** The parts of the application, in the order the applicant filled them in. */
const SECTIONS: readonly Section[] = [
  { id: 'personal', title: 'Personal details', rows: personalRows, edit: 'personalInfo' },
  { id: 'address', title: 'Address', rows: addressRows },
  { id: 'kyc', title: 'KYC', rows: kycRows, edit: 'panKyc' },
  { id: 'business', title: 'Business profile', rows: businessRows, edit: 'businessProfile' },
  { id: 'registration', title: 'Business registration', rows: registrationRows },
  { id: 'memberships', title: 'Marketplace memberships', rows: membershipRows, empty: 'None declared' },
  { id: 'serviceability', title: 'Serviceability', rows: serviceabilityRows, empty: 'Not checked yet' },
  { id: 'video', title: 'Face and video verification', rows: videoRows },
];

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
      <RetryFrame
        title="Review your application"
        heading="plain"
        error={snapshot.context.serverError ?? 'We could not load your application.'}
        onRetry={() => review.send({ type: 'RETRY' })}
      />
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
          {SECTIONS.map((section) => (
            <ReviewSection
              key={section.id}
              id={`review-${section.id}`}
              title={section.title}
              rows={section.rows(profile)}
              empty={section.empty}
              onEdit={section.edit ? edit(section.edit) : undefined}
              editDisabled={submitting}
            />
          ))}
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
