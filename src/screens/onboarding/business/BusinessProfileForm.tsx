import { useSelector } from '@xstate/react';
import { Button, Checkbox, TextField } from '../../../ui/index.ts';
import type { DocumentUploadRef } from '../pre-approval/document-upload-view.ts';
import { errorOf, sameStepView, stepView, valueOf, type FormStepRef } from '../pre-approval/form-step-view.ts';
import { SelectField, type SelectOption } from '../pre-approval/SelectField.tsx';
import { StepForm } from '../pre-approval/StepForm.tsx';
import { UploadSlot } from '../pre-approval/UploadSlot.tsx';
import * as formStyles from '../pre-approval/step-form.css.ts';
import { businessListsOf, currentMonth, groupedRupees, rupeeDigits } from './business-data.ts';
import { membershipRows, membershipsJson, type MembershipRow } from './memberships.ts';
import { MembershipRows } from './MembershipRows.tsx';

// The registration types the lender accepts (docs/api-contract.md registration-details).
export const REGISTRATION_OPTIONS: readonly SelectOption[] = [
  { value: 'gstin', label: 'GSTIN' },
  { value: 'udyam', label: 'Udyam registration' },
  { value: 'shopAct', label: 'Shop Act licence' },
  { value: 'tradeLicence', label: 'Trade licence' },
];

const REGISTRATION_HINTS: Readonly<Record<string, string>> = {
  gstin: '15 characters, for example 29ABCPV1234K1ZF',
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
  const view = useSelector(step ?? undefined, stepView, sameStepView);
  const documentSlot = useSelector(step ?? undefined, (snapshot) => {
    const child = snapshot?.children['upload:marketplaceDocument'];
    return isDocumentUploadRef(child) ? child : null;
  });
  const change = (field: string) => (value: string) => step?.send({ type: 'CHANGE', field, value });
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
      title={view.edit ? 'Edit business profile' : 'Business profile'}
      lead="Tell us about your business. The lender uses this to decide your credit line."
      submitLabel={view.edit ? 'Save changes' : 'Continue'}
      onSubmit={() => step?.send({ type: 'SUBMIT' })}
      onRetry={() => step?.send({ type: 'RETRY' })}
      backTo={view.edit ? '/signup/pre-approval/review' : undefined}
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
      <TextField
        label="Business name"
        name="businessName"
        autoComplete="organization"
        maxLength={100}
        value={valueOf(view, 'businessName')}
        error={errorOf(view, 'businessName')}
        readOnly={readOnly}
        onChange={(event) => change('businessName')(event.target.value)}
      />
      <div className={formStyles.pair}>
        <SelectField
          label="Business type"
          name="businessType"
          placeholder="Select business type"
          options={lists.businessTypes}
          value={type}
          error={errorOf(view, 'businessType')}
          disabled={readOnly}
          onValueChange={chooseType}
        />
        <SelectField
          label="Business category"
          name="businessCategory"
          placeholder={type ? 'Select business category' : 'Choose the business type first'}
          options={categories}
          value={valueOf(view, 'businessCategory')}
          error={errorOf(view, 'businessCategory')}
          disabled={readOnly || !type}
          onValueChange={change('businessCategory')}
        />
      </div>
      <SelectField
        label="Ownership type"
        name="ownershipType"
        placeholder="Select ownership type"
        options={lists.ownershipTypes}
        value={valueOf(view, 'ownershipType')}
        error={errorOf(view, 'ownershipType')}
        disabled={readOnly}
        onValueChange={change('ownershipType')}
      />
      <SelectField
        label="Educational qualification"
        name="educationalQualification"
        placeholder="Select qualification"
        options={lists.educationalQualifications}
        value={valueOf(view, 'educationalQualification')}
        error={errorOf(view, 'educationalQualification')}
        disabled={readOnly}
        onValueChange={change('educationalQualification')}
      />
      <TextField
        label="Annual turnover (₹)"
        name="annualTurnover"
        inputMode="numeric"
        hint="Your business's sales in the last 12 months, in rupees"
        value={groupedRupees(valueOf(view, 'annualTurnover'))}
        error={errorOf(view, 'annualTurnover')}
        readOnly={readOnly}
        onChange={(event) => change('annualTurnover')(rupeeDigits(event.target.value))}
      />
      <div className={formStyles.pair}>
        <TextField
          label="Business started in"
          name="businessStartDate"
          type="month"
          max={currentMonth()}
          value={valueOf(view, 'businessStartDate')}
          error={errorOf(view, 'businessStartDate')}
          readOnly={readOnly}
          onChange={(event) => change('businessStartDate')(event.target.value)}
        />
        <TextField
          label="Business pincode"
          name="businessPincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={valueOf(view, 'businessPincode')}
          error={errorOf(view, 'businessPincode')}
          readOnly={readOnly}
          onChange={(event) => change('businessPincode')(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </div>

      <fieldset className={formStyles.section}>
        <legend className={formStyles.sectionTitle}>Business registration</legend>
        {lists.skipBusinessRegistration ? (
          <p className={formStyles.lead}>The lender does not need a registration from you; add one if you have it.</p>
        ) : null}
        <Checkbox
          label="My business has no registration yet"
          name="registrationSkipped"
          checked={skipped}
          disabled={readOnly}
          onCheckedChange={(checked) => change('registrationSkipped')(checked ? 'true' : 'false')}
        />
        {skipped ? null : (
          <>
            <SelectField
              label="Registration type"
              name="registrationType"
              placeholder="Select registration type"
              options={REGISTRATION_OPTIONS}
              value={registrationType}
              error={errorOf(view, 'registrationType')}
              disabled={readOnly}
              onValueChange={change('registrationType')}
            />
            {registrationType ? (
              <TextField
                label="Registration number"
                name="registrationNumber"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={30}
                hint={REGISTRATION_HINTS[registrationType]}
                value={valueOf(view, 'registrationNumber')}
                error={errorOf(view, 'registrationNumber')}
                readOnly={readOnly}
                onChange={(event) => change('registrationNumber')(event.target.value.toUpperCase())}
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
