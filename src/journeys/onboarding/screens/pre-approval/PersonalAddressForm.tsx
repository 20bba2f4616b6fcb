import { useSelector } from '@xstate/react';
import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import { Checkbox, SelectField, TextField, VisuallyHidden } from '../../../../ui/index.ts';
import { valueOf, type FormStepRef, type FormStepSnapshotView, type StepView } from './form-step-view.ts';
import { RESIDENCE_TYPE_OPTIONS } from './field-options.ts';
import { StepForm } from './StepForm.tsx';
import { aadhaarAddressOf, addressLine } from './step-data.ts';
import * as styles from './step-form.css.ts';
import { useStepForm } from './use-step-form.ts';

export type PincodeLookup = 'idle' | 'looking' | 'found' | 'unknown' | 'failed';

/**
 * Where the step's pincode lookup stands: found city/state are the lender's; after an unknown
 * pincode or a failed lookup the applicant types them.
 */
export function pincodeLookupOf(snapshot: FormStepSnapshotView | undefined): PincodeLookup {
  if (!snapshot) return 'idle';
  if (snapshot.children.lookupPincode) return 'looking';
  const data = snapshot.context.data;
  if (typeof data !== 'object' || data === null || !('pincodeLookup' in data)) return 'idle';
  const lookup = data.pincodeLookup;
  return lookup === 'found' || lookup === 'unknown' || lookup === 'failed' ? lookup : 'idle';
}

const PINCODE_HINTS: Partial<Record<PincodeLookup, string>> = {
  looking: 'Finding your city and state…',
  unknown: 'We could not find this pincode. Please type your city and state.',
  failed: 'We could not look up this pincode just now. Please type your city and state.',
};

function lookupAnnouncement(lookup: PincodeLookup, view: StepView): string {
  const pincode = valueOf(view, 'pincode');
  switch (lookup) {
    case 'looking':
      return `Looking up pincode ${pincode}`;
    case 'found':
      return `Pincode ${pincode} is in ${valueOf(view, 'city')}, ${valueOf(view, 'state')}`;
    case 'unknown':
      return `Pincode ${pincode} not found: city and state can be typed`;
    case 'failed':
      return 'Pincode lookup failed: city and state can be typed';
    default:
      return '';
  }
}

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** §2 personal-address: current address (or the Aadhaar one), city and state from the pincode. */
export function PersonalAddressForm({ step }: { step: FormStepRef | null }) {
  const form = useStepForm(step);
  const { view } = form;
  const lookup = useSelector(step ?? undefined, pincodeLookupOf);
  const aadhaar = aadhaarAddressOf(view.data);
  const sameAsAadhaar = aadhaar !== null && valueOf(view, 'sameAsAadhaar') === 'true';
  // City and state come from the pincode when the lender knows it; otherwise the applicant types them.
  const placeFromPincode = lookup === 'found' || lookup === 'looking';

  return (
    <StepForm
      view={view}
      step={step}
      title="Current address"
      lead="Where do you live now? We use it to check that we serve your area."
      submitLabel="Continue"
      backTo={ONBOARDING_PATHS.panKyc}
    >
      {aadhaar ? (
        <Checkbox label="My current address is the same as my Aadhaar address" {...form.flag('sameAsAadhaar')} />
      ) : null}
      {sameAsAadhaar && aadhaar ? (
        <p className={styles.lead}>{addressLine(aadhaar)}</p>
      ) : (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Address</legend>
          <TextField label="Flat, house number, building" autoComplete="address-line1" {...form.text('line1')} />
          <TextField label="Street and area (optional)" autoComplete="address-line2" {...form.text('line2')} />
          <TextField label="Landmark (optional)" {...form.text('landmark')} />
          <TextField
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint={PINCODE_HINTS[lookup]}
            {...form.text('pincode', (typed) => onlyDigits(typed, 6))}
          />
          {/* The hint changes while focus stays in the pincode; screen readers hear the outcome here. */}
          <VisuallyHidden role="status">{lookupAnnouncement(lookup, view)}</VisuallyHidden>
          <div className={styles.pair}>
            <TextField
              label="City"
              autoComplete="address-level2"
              {...form.text('city')}
              readOnly={view.busy || placeFromPincode}
            />
            <TextField
              label="State"
              autoComplete="address-level1"
              {...form.text('state')}
              readOnly={view.busy || placeFromPincode}
            />
          </div>
        </fieldset>
      )}
      <SelectField
        label="Residence type"
        placeholder="Select residence type"
        options={RESIDENCE_TYPE_OPTIONS}
        {...form.choice('residenceType')}
      />
    </StepForm>
  );
}
