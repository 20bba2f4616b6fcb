import { useSelector } from '@xstate/react';
import { Checkbox, TextField, VisuallyHidden } from '../../../ui/index.ts';
import {
  errorOf,
  sameStepView,
  stepView,
  valueOf,
  type FormStepRef,
  type FormStepSnapshotView,
  type StepView,
} from './form-step-view.ts';
import { RESIDENCE_TYPE_OPTIONS } from './field-options.ts';
import { SelectField } from './SelectField.tsx';
import { StepForm } from './StepForm.tsx';
import { aadhaarAddressOf, addressLine } from './step-data.ts';
import * as styles from './step-form.css.ts';

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
  const view = useSelector(step ?? undefined, stepView, sameStepView);
  const lookup = useSelector(step ?? undefined, pincodeLookupOf);
  const change = (field: string) => (value: string) => step?.send({ type: 'CHANGE', field, value });
  const readOnly = view.busy;
  const aadhaar = aadhaarAddressOf(view.data);
  const sameAsAadhaar = aadhaar !== null && valueOf(view, 'sameAsAadhaar') === 'true';
  // City and state come from the pincode when the lender knows it; otherwise the applicant types them.
  const placeFromPincode = lookup === 'found' || lookup === 'looking';

  return (
    <StepForm
      view={view}
      title="Current address"
      lead="Where do you live now? We use it to check that we serve your area."
      submitLabel="Continue"
      onSubmit={() => step?.send({ type: 'SUBMIT' })}
      onRetry={() => step?.send({ type: 'RETRY' })}
      backTo="/signup/pre-approval/step-2"
    >
      {aadhaar ? (
        <Checkbox
          label="My current address is the same as my Aadhaar address"
          name="sameAsAadhaar"
          checked={sameAsAadhaar}
          disabled={readOnly}
          onCheckedChange={(checked) => change('sameAsAadhaar')(checked ? 'true' : 'false')}
        />
      ) : null}
      {sameAsAadhaar && aadhaar ? (
        <p className={styles.lead}>{addressLine(aadhaar)}</p>
      ) : (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Address</legend>
          <TextField
            label="Flat, house number, building"
            name="line1"
            autoComplete="address-line1"
            value={valueOf(view, 'line1')}
            error={errorOf(view, 'line1')}
            readOnly={readOnly}
            onChange={(event) => change('line1')(event.target.value)}
          />
          <TextField
            label="Street and area (optional)"
            name="line2"
            autoComplete="address-line2"
            value={valueOf(view, 'line2')}
            error={errorOf(view, 'line2')}
            readOnly={readOnly}
            onChange={(event) => change('line2')(event.target.value)}
          />
          <TextField
            label="Landmark (optional)"
            name="landmark"
            value={valueOf(view, 'landmark')}
            error={errorOf(view, 'landmark')}
            readOnly={readOnly}
            onChange={(event) => change('landmark')(event.target.value)}
          />
          <TextField
            label="Pincode"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={valueOf(view, 'pincode')}
            error={errorOf(view, 'pincode')}
            hint={PINCODE_HINTS[lookup]}
            readOnly={readOnly}
            onChange={(event) => change('pincode')(onlyDigits(event.target.value, 6))}
          />
          {/* The hint changes while focus stays in the pincode; screen readers hear the outcome here. */}
          <VisuallyHidden role="status">{lookupAnnouncement(lookup, view)}</VisuallyHidden>
          <div className={styles.pair}>
            <TextField
              label="City"
              name="city"
              autoComplete="address-level2"
              value={valueOf(view, 'city')}
              error={errorOf(view, 'city')}
              readOnly={readOnly || placeFromPincode}
              onChange={(event) => change('city')(event.target.value)}
            />
            <TextField
              label="State"
              name="state"
              autoComplete="address-level1"
              value={valueOf(view, 'state')}
              error={errorOf(view, 'state')}
              readOnly={readOnly || placeFromPincode}
              onChange={(event) => change('state')(event.target.value)}
            />
          </div>
        </fieldset>
      )}
      <SelectField
        label="Residence type"
        name="residenceType"
        placeholder="Select residence type"
        options={RESIDENCE_TYPE_OPTIONS}
        value={valueOf(view, 'residenceType')}
        error={errorOf(view, 'residenceType')}
        disabled={readOnly}
        onValueChange={change('residenceType')}
      />
    </StepForm>
  );
}
