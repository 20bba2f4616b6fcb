import { useSelector } from '@xstate/react';
import { SelectField, TextField } from '../../../../ui/index.ts';
import type { DocumentUploadRef } from '../../../../kit/upload/document-upload-view.ts';
import { errorOf, valueOf, type FormStepRef, type FormStepSnapshotView } from './form-step-view.ts';
import { ADDRESS_PROOF_NUMBER_HINTS, ADDRESS_PROOF_OPTIONS } from './field-options.ts';
import { PanField } from '../../../../kit/identity/PanField.tsx';
import { StepForm, reopenedFromReview } from './StepForm.tsx';
import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import { UploadSlot } from '../../../../kit/upload/UploadSlot.tsx';
import { panNameOf, usesDigiLocker } from './step-data.ts';
import * as styles from './step-form.css.ts';
import { useStepForm } from './use-step-form.ts';

export const UPLOAD_SLOTS = ['addressProofFront', 'addressProofBack', 'personalId'] as const;
export type UploadSlotName = (typeof UPLOAD_SLOTS)[number];

/** The documentUpload child the panKyc step keeps for a slot (design contract: id `upload:<slot>`). */
export function slotActor(snapshot: FormStepSnapshotView | undefined, slot: UploadSlotName): DocumentUploadRef | null {
  const child = snapshot?.children[`upload:${slot}`];
  return isDocumentUploadRef(child) ? child : null;
}

function isDocumentUploadRef(value: unknown): value is DocumentUploadRef {
  return typeof value === 'object' && value !== null && 'send' in value && 'getSnapshot' in value;
}

const CHOOSE_TYPE_FIRST = 'Choose the address proof type first.';
const PERSONAL_ID_QUERY = { documentType: 'panCard' };

const sameSlots = (a: readonly (DocumentUploadRef | null)[], b: readonly (DocumentUploadRef | null)[]) =>
  a.length === b.length && a.every((ref, index) => ref === b[index]);

/** §2 step-2 KYC: PAN with the §5 key rule, address proof and its id number, uploads (also edit/step-2). */
export function PanKycForm({ step }: { step: FormStepRef | null }) {
  const form = useStepForm(step);
  const { view } = form;
  const slots = useSelector(
    step ?? undefined,
    (snapshot) => UPLOAD_SLOTS.map((slot) => slotActor(snapshot, slot)),
    sameSlots,
  );
  const [front, back, personalId] = slots;
  const readOnly = view.busy;
  const proofType = valueOf(view, 'addressProofType');
  // DigiLocker already supplied the address proof and identity; only the PAN is asked for.
  const digiLocker = usesDigiLocker(view.data);
  const panName = panNameOf(view.data);

  return (
    <StepForm
      view={view}
      step={step}
      {...reopenedFromReview(
        view,
        { title: 'KYC details', editTitle: 'Edit KYC details' },
        ONBOARDING_PATHS.kycSelection,
      )}
      lead={
        digiLocker
          ? 'Enter your PAN to finish your KYC.'
          : 'Enter your PAN and upload an address proof and your PAN card.'
      }
    >
      <PanField
        value={valueOf(view, 'pan')}
        error={errorOf(view, 'pan')}
        readOnly={readOnly}
        onValueChange={form.change('pan')}
      />
      {panName ? <p className={styles.lead}>Name on your PAN: {panName}</p> : null}
      {digiLocker ? null : (
        <>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>Address proof</legend>
            <SelectField
              label="Address proof type"
              placeholder="Select a document"
              options={ADDRESS_PROOF_OPTIONS}
              {...form.choice('addressProofType')}
            />
            <TextField
              label="Document number"
              autoComplete="off"
              inputMode={proofType === 'aadhaar' ? 'numeric' : 'text'}
              hint={ADDRESS_PROOF_NUMBER_HINTS[proofType]}
              {...form.text('addressProofNumber', (typed) => typed.toUpperCase())}
            />
            <UploadSlot
              actor={front ?? null}
              label="Address proof, front side"
              error={errorOf(view, 'addressProofFront')}
              disabled={readOnly}
              query={proofType ? { documentType: proofType, side: 'front' } : null}
              blockedReason={proofType ? null : CHOOSE_TYPE_FIRST}
            />
            <UploadSlot
              actor={back ?? null}
              label="Address proof, back side (optional)"
              error={errorOf(view, 'addressProofBack')}
              disabled={readOnly}
              query={proofType ? { documentType: proofType, side: 'back' } : null}
              blockedReason={proofType ? null : CHOOSE_TYPE_FIRST}
            />
          </fieldset>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>Personal ID</legend>
            <UploadSlot
              actor={personalId ?? null}
              label="PAN card"
              hint="A photo or scan of your PAN card: PDF, JPG or PNG up to 10 MB."
              error={errorOf(view, 'personalId')}
              disabled={readOnly}
              query={PERSONAL_ID_QUERY}
            />
          </fieldset>
        </>
      )}
    </StepForm>
  );
}
