import type { SelectOption } from '../../../../ui/index.ts';

// Readers for the businessProfile step's loaded `data` (src/journeys/onboarding/steps.ts): the
// lender's reference lists, already parsed by src/api, picked out without trusting their shape.

export interface BusinessTypeOption extends SelectOption {
  readonly categories: readonly SelectOption[];
}

export interface BusinessLists {
  readonly businessTypes: readonly BusinessTypeOption[];
  readonly ownershipTypes: readonly SelectOption[];
  readonly educationalQualifications: readonly SelectOption[];
  readonly marketplaceOptions: readonly SelectOption[];
  /** The lender waives the registration for this applicant (business-info read). */
  readonly skipBusinessRegistration: boolean;
}

type Bag = Readonly<Record<string, unknown>>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;

function options(list: unknown): SelectOption[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) =>
    isBag(entry) && typeof entry['code'] === 'string' && typeof entry['label'] === 'string'
      ? [{ value: entry['code'], label: entry['label'] }]
      : [],
  );
}

export function businessListsOf(data: unknown): BusinessLists {
  const bag: Bag = isBag(data) ? data : {};
  const types = Array.isArray(bag['businessTypes']) ? bag['businessTypes'] : [];
  return {
    businessTypes: types.flatMap((entry: unknown) =>
      isBag(entry) && typeof entry['code'] === 'string' && typeof entry['label'] === 'string'
        ? [{ value: entry['code'], label: entry['label'], categories: options(entry['categories']) }]
        : [],
    ),
    ownershipTypes: options(bag['ownershipTypes']),
    educationalQualifications: options(bag['educationalQualifications']),
    marketplaceOptions: options(bag['marketplaceOptions']),
    skipBusinessRegistration: bag['skipBusinessRegistration'] === true,
  };
}

const GROUPING = new Intl.NumberFormat('en-IN');

/** Rupees as typed (digits) grouped the Indian way: 1800000 → "18,00,000". */
export function groupedRupees(digits: string): string {
  return digits === '' ? '' : GROUPING.format(Number(digits));
}

/** What the applicant typed into a rupee field, as the digits the step keeps. */
export function rupeeDigits(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);
}

/** This month as `YYYY-MM`, the latest a business can have started. */
export function currentMonth(today: Date = new Date()): string {
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
}
