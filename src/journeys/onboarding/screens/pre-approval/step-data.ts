// Readers for the parts of a step's loaded `data` (whatever its load actor returned) that
// the screens show. The data arrives already parsed by src/api; these only pick the pieces
// out of the step-specific shape without each screen repeating the narrowing.

export interface WelcomeReward {
  readonly points: number;
  readonly title: string;
}

export interface AddressView {
  readonly line1: string;
  readonly line2: string;
  readonly landmark: string;
  readonly pincode: string;
  readonly city: string;
  readonly state: string;
}

type Bag = Readonly<Record<string, unknown>>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

function text(bag: Bag, key: string): string {
  const value = bag[key];
  return typeof value === 'string' ? value : '';
}

/** The personal-info / business-info / bank-info reads carry the referral welcome reward. */
export function welcomeRewardOf(data: unknown): WelcomeReward | null {
  if (!isBag(data) || !isBag(data.welcomeReward)) return null;
  const { points, title } = data.welcomeReward;
  return typeof points === 'number' && typeof title === 'string' ? { points, title } : null;
}

/** The address DigiLocker supplied, when there is one (personal-address step). */
export function aadhaarAddressOf(data: unknown): AddressView | null {
  if (!isBag(data) || !isBag(data.aadhaarAddress)) return null;
  const address = data.aadhaarAddress;
  return {
    line1: text(address, 'line1'),
    line2: text(address, 'line2'),
    landmark: text(address, 'landmark'),
    pincode: text(address, 'pincode'),
    city: text(address, 'city'),
    state: text(address, 'state'),
  };
}

/** One line for showing an address, skipping the parts that are empty. */
export function addressLine(address: AddressView): string {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [address.line1, address.line2, address.landmark, [place, address.pincode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** True when DigiLocker verified the applicant, so step-2 asks only for the PAN. */
export function usesDigiLocker(data: unknown): boolean {
  return isBag(data) && data.digiLockerVerified === true;
}

/** The name on the lender's PAN record, once a PAN was saved (step-2 shown again). */
export function panNameOf(data: unknown): string | null {
  return isBag(data) && typeof data.panName === 'string' && data.panName !== '' ? data.panName : null;
}
