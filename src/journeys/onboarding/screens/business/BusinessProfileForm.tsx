import { useSelector } from '@xstate/react';
import { Button, Checkbox, SelectField, type SelectOption, TextField } from '../../../../ui/index.ts';
import type { DocumentUploadRef } from '../../../../kit/upload/document-upload-view.ts';
import { errorOf, valueOf, type FormStepRef } from '../pre-approval/form-step-view.ts';
import { StepForm, reopenedFromReview } from '../pre-approval/StepForm.tsx';
import { UploadSlot } from '../../../../kit/upload/UploadSlot.tsx';
import * as formStyles from '../pre-approval/step-form.css.ts';
import { useStepForm } from '../pre-approval/use-step-form.ts';
import { businessListsOf, currentMonth, groupedRupees, rupeeDigits } from './business-data.ts';
import { membershipRows, membershipsJson, type MembershipRow } from './memberships.ts';
import { MembershipRows } from './MembershipRows.tsx';
import { GSTIN_EXAMPLE } from '../../../../../rules/identity/gstin.ts';

// The registration types the lender accepts (docs/api-contract.md registration-details).
export const REGISTRATION_OPTIONS: readonly SelectOption[] = [
  { value: 'gstin', label: 'GSTIN' },
  { value: 'udyam', label: 'Udyam registration' },
  { value: 'shopAct', label: 'Shop Act licence' },
  { value: 'tradeLicence', label: 'Trade licence' },
];

const REGISTRATION_HINTS: Readonly<Record<string, string>> = {
  gstin: `15 characters, like ${GSTIN_EXAMPLE}`,
  udyam: 'In the form UDYAM-KA-01-0012345',
  shopAct: '5 to 30 letters, digits, / or -',
  tradeLicence: '5 to 30 letters, digits, / or -',
};

const CHOOSE_MARKETPLACE_FIRST = 'Choose the marketplace first.';

function isDocumentUploadRef(value: unknown): value is DocumentUploadRef {
  return typeof value === 'object' && value !== null && 'send' in value && 'getSnapshot' in value;
}

/** §2 step-3 Business Profile, bound to the businessProfile formStep (also serves edit/step-3). */
export function BusinessProfileForm({ step }: { step: FormStepRef | null }) {
  const form = useStepForm(step);
  const { view, change } = form;
  const documentSlot = useSelector(step ?? undefined, (snapshot) => {
    const child = snapshot?.children['upload:marketplaceDocument'];
    return isDocumentUploadRef(child) ? child : null;
  });
  const readOnly = view.busy;
  const lists = businessListsOf(view.data);
  const type = valueOf(view, 'businessType');
  const categories = lists.businessTypes.find((option) => option.value === type)?.categories ?? [];
  const skipped = valueOf(view, 'registrationSkipped') === 'true';
  const registrationType = valueOf(view, 'registrationType');
  const rows = membershipRows(valueOf(view, 'memberships'));
  const documentFor = rows.find((row) => row.marketplaceName !== '')?.marketplaceName ?? null;

  function chooseType(value: string) {
    change('businessType')(value);
    // A category belongs to its type: one chosen under another type would be refused.
    const next = lists.businessTypes.find((option) => option.value === value)?.categories ?? [];
    if (!next.some((category) => category.value === valueOf(view, 'businessCategory'))) change('businessCategory')('');
  }

  const setRows = (next: MembershipRow[]) => change('memberships')(membershipsJson(next));

  return (
    <StepForm
      view={view}
      step={step}
      {...reopenedFromReview(view, { title: 'Business profile', editTitle: 'Edit business profile' })}
      lead="Tell us about your business. The lender uses this to decide your credit line."
      extraActions={
        view.canSkip || view.skipping ? (
          <Button
            type="button"
            variant="secondary"
            fullWidth
            busy={view.skipping}
            disabled={view.busy || !view.canSkip}
            onClick={() => step?.send({ type: 'SKIP' })}
          >
            Continue without the marketplace document
          </Button>
        ) : null
      }
    >
      <TextField label="Business name" autoComplete="organization" maxLength={100} {...form.text('businessName')} />
      <div className={formStyles.pair}>
        <SelectField
          label="Business type"
          placeholder="Select business type"
          options={lists.businessTypes}
          {...form.choice('businessType')}
          onValueChange={chooseType}
        />
        <SelectField
          label="Business category"
          placeholder={type ? 'Select business category' : 'Choose the business type first'}
          options={categories}
          {...form.choice('businessCategory')}
          disabled={readOnly || !type}
        />
      </div>
      <SelectField
        label="Ownership type"
        placeholder="Select ownership type"
        options={lists.ownershipTypes}
        {...form.choice('ownershipType')}
      />
      <SelectField
        label="Educational qualification"
        placeholder="Select qualification"
        options={lists.educationalQualifications}
        {...form.choice('educationalQualification')}
      />
      <TextField
        label="Annual turnover (₹)"
        inputMode="numeric"
        hint="Your business's sales in the last 12 months, in rupees"
        {...form.text('annualTurnover', rupeeDigits)}
        value={groupedRupees(valueOf(view, 'annualTurnover'))}
      />
      <div className={formStyles.pair}>
        <TextField label="Business started in" type="month" max={currentMonth()} {...form.text('businessStartDate')} />
        <TextField
          label="Business pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...form.text('businessPincode', (typed) => typed.replace(/\D/g, '').slice(0, 6))}
        />
      </div>

      <fieldset className={formStyles.section}>
        <legend className={formStyles.sectionTitle}>Business registration</legend>
        {lists.skipBusinessRegistration ? (
          <p className={formStyles.lead}>The lender does not need a registration from you; add one if you have it.</p>
        ) : null}
        <Checkbox label="My business has no registration yet" {...form.flag('registrationSkipped')} />
        {skipped ? null : (
          <>
            <SelectField
              label="Registration type"
              placeholder="Select registration type"
              options={REGISTRATION_OPTIONS}
              {...form.choice('registrationType')}
            />
            {registrationType ? (
              <TextField
                label="Registration number"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={30}
                hint={REGISTRATION_HINTS[registrationType]}
                {...form.text('registrationNumber', (typed) => typed.toUpperCase())}
              />
            ) : null}
          </>
        )}
      </fieldset>

      <fieldset className={formStyles.section}>
        <legend className={formStyles.sectionTitle}>Marketplace memberships</legend>
        <p className={formStyles.lead}>If you sell on online marketplaces, add each one. Skip this if you do not.</p>
        <MembershipRows
          rows={rows}
          options={lists.marketplaceOptions}
          error={errorOf(view, 'memberships')}
          disabled={readOnly}
          onChange={setRows}
        />
        {rows.length > 0 ? (
          <UploadSlot
            actor={documentSlot}
            label="Marketplace sales report"
            hint="A recent sales or payout statement from the marketplace: PDF, JPG or PNG up to 10 MB."
            error={errorOf(view, 'marketplaceDocument')}
            disabled={readOnly}
            query={documentFor ? { marketplaceName: documentFor } : null}
            blockedReason={documentFor ? null : CHOOSE_MARKETPLACE_FIRST}
          />
        ) : null}
      </fieldset>
    </StepForm>
  );
}
