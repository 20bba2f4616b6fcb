import { aadhaarError } from '../../identity/aadhaar.ts';
import { panError } from '../../identity/pan.ts';
import { add, required, valueOf, type FieldErrors, type Values } from './fields.ts';

export const KYC_MODE_MESSAGE = 'Please choose how to complete your KYC';

/** KYC selection: DigiLocker or manual. */
export function validateKycSelection(values: Values): FieldErrors {
  return required(values, { kycMode: KYC_MODE_MESSAGE });
}

export const ADDRESS_PROOF_TYPE_MESSAGE = 'Please choose your address proof';
export const ADDRESS_PROOF_NUMBER_MESSAGE = 'Please enter the number on your address proof';
export const ID_NUMBER_FORMAT_MESSAGE = 'This number does not match the chosen document';
export const FILE_REQUIRED_MESSAGE = 'Please upload this document';

// The lender's id-number rules per document type (docs/api-contract.md, address-proof1).
const ID_NUMBER_PATTERNS: Readonly<Record<string, RegExp>> = {
  voterId: /^[A-Z]{3}[0-9]{7}$/,
  passport: /^[A-Z][0-9]{7}$/,
  drivingLicence: /^[A-Z]{2}[0-9]{2}[0-9]{11}$/,
};

/**
 * step-2 KYC: PAN always; unless DigiLocker supplied them, the address proof type, its number
 * and the files (front, and personal id; the back is optional).
 */
export function validatePanKyc(
  values: Values,
  documents: Readonly<Record<string, unknown>>,
  digiLockerVerified: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  add(errors, 'pan', panError(valueOf(values, 'pan')) !== null, panError(valueOf(values, 'pan')) ?? '');
  if (digiLockerVerified) return errors;
  Object.assign(
    errors,
    required(values, {
      addressProofType: ADDRESS_PROOF_TYPE_MESSAGE,
      addressProofNumber: ADDRESS_PROOF_NUMBER_MESSAGE,
    }),
  );
  const type = valueOf(values, 'addressProofType');
  const number = valueOf(values, 'addressProofNumber').replace(/[\s-]/g, '').toUpperCase();
  if (number !== '' && type === 'aadhaar')
    add(errors, 'addressProofNumber', aadhaarError(number) !== null, aadhaarError(number) ?? '');
  const pattern = ID_NUMBER_PATTERNS[type];
  if (number !== '' && pattern) add(errors, 'addressProofNumber', !pattern.test(number), ID_NUMBER_FORMAT_MESSAGE);
  for (const slot of ['addressProofFront', 'personalId']) add(errors, slot, !documents[slot], FILE_REQUIRED_MESSAGE);
  return errors;
}
