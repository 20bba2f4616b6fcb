// The lender's reference lists for step-3 (Business Profile). Codes are what the app sends
// back; labels are what the applicant reads.

export type Option = { code: string; label: string };
export type BusinessType = Option & { categories: readonly Option[] };

/** A list written as code → label, in the order the applicant sees it. */
const options = (labels: Readonly<Record<string, string>>): Option[] =>
  Object.entries(labels).map(([code, label]) => ({ code, label }));

const businessType = (code: string, label: string, categories: Readonly<Record<string, string>>): BusinessType => ({
  code,
  label,
  categories: options(categories),
});

export const OWNERSHIP_TYPES: readonly Option[] = options({
  proprietorship: 'Sole proprietorship',
  partnership: 'Partnership firm',
  llp: 'Limited liability partnership (LLP)',
  privateLimited: 'Private limited company',
  publicLimited: 'Public limited company',
  huf: 'Hindu Undivided Family (HUF)',
});

export const EDUCATIONAL_QUALIFICATIONS: readonly Option[] = options({
  belowTenth: 'Below 10th',
  tenth: '10th pass (SSC)',
  twelfth: '12th pass (HSC)',
  diploma: 'Diploma or ITI',
  graduate: 'Graduate',
  postGraduate: 'Post-graduate',
  professional: 'Professional (CA, CS, doctor, engineer, lawyer)',
});

export const BUSINESS_TYPES: readonly BusinessType[] = [
  businessType('retailer', 'Retailer', {
    kirana: 'Kirana and general store',
    pharmacy: 'Pharmacy and chemist',
    apparel: 'Clothing and footwear',
    electronics: 'Mobile and electronics',
    hardware: 'Hardware and sanitary',
  }),
  businessType('wholesaler', 'Wholesaler or distributor', {
    fmcg: 'FMCG distribution',
    grainsPulses: 'Grains and pulses',
    textiles: 'Textiles and fabrics',
    pharmaDistribution: 'Pharmaceutical distribution',
  }),
  businessType('manufacturer', 'Manufacturer', {
    foodProcessing: 'Food processing',
    garments: 'Garments',
    auto: 'Auto components',
    plastics: 'Plastics and packaging',
  }),
  businessType('serviceProvider', 'Service provider', {
    restaurant: 'Restaurant and catering',
    logistics: 'Transport and logistics',
    salon: 'Salon and wellness',
    repair: 'Repair and maintenance',
  }),
  businessType('onlineSeller', 'Online seller', {
    marketplaceSeller: 'Marketplace seller',
    d2c: 'Own website (D2C)',
  }),
];

/** Marketplaces an applicant can say they sell on (step-3 memberships). */
export const MARKETPLACE_OPTIONS: readonly Option[] = options({
  amazon: 'Amazon',
  flipkart: 'Flipkart',
  meesho: 'Meesho',
  jiomart: 'JioMart',
  indiamart: 'IndiaMART',
  udaan: 'Udaan',
  shipkart: 'Shipkart',
  bazaarhub: 'BazaarHub',
  kiranamart: 'KiranaMart',
});

export const hasCode = (options: readonly Option[], code: string): boolean =>
  options.some((option) => option.code === code);

export function categoryBelongsToType(typeCode: string, categoryCode: string): boolean {
  const type = BUSINESS_TYPES.find((candidate) => candidate.code === typeCode);
  return type !== undefined && hasCode(type.categories, categoryCode);
}
