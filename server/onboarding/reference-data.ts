// The lender's reference lists for step-3 (Business Profile). Codes are what the app sends
// back; labels are what the applicant reads.

export type Option = { code: string; label: string };
export type BusinessType = Option & { categories: readonly Option[] };

export const OWNERSHIP_TYPES: readonly Option[] = [
  { code: 'proprietorship', label: 'Sole proprietorship' },
  { code: 'partnership', label: 'Partnership firm' },
  { code: 'llp', label: 'Limited liability partnership (LLP)' },
  { code: 'privateLimited', label: 'Private limited company' },
  { code: 'publicLimited', label: 'Public limited company' },
  { code: 'huf', label: 'Hindu Undivided Family (HUF)' },
];

export const EDUCATIONAL_QUALIFICATIONS: readonly Option[] = [
  { code: 'belowTenth', label: 'Below 10th' },
  { code: 'tenth', label: '10th pass (SSC)' },
  { code: 'twelfth', label: '12th pass (HSC)' },
  { code: 'diploma', label: 'Diploma or ITI' },
  { code: 'graduate', label: 'Graduate' },
  { code: 'postGraduate', label: 'Post-graduate' },
  { code: 'professional', label: 'Professional (CA, CS, doctor, engineer, lawyer)' },
];

export const BUSINESS_TYPES: readonly BusinessType[] = [
  {
    code: 'retailer',
    label: 'Retailer',
    categories: [
      { code: 'kirana', label: 'Kirana and general store' },
      { code: 'pharmacy', label: 'Pharmacy and chemist' },
      { code: 'apparel', label: 'Clothing and footwear' },
      { code: 'electronics', label: 'Mobile and electronics' },
      { code: 'hardware', label: 'Hardware and sanitary' },
    ],
  },
  {
    code: 'wholesaler',
    label: 'Wholesaler or distributor',
    categories: [
      { code: 'fmcg', label: 'FMCG distribution' },
      { code: 'grainsPulses', label: 'Grains and pulses' },
      { code: 'textiles', label: 'Textiles and fabrics' },
      { code: 'pharmaDistribution', label: 'Pharmaceutical distribution' },
    ],
  },
  {
    code: 'manufacturer',
    label: 'Manufacturer',
    categories: [
      { code: 'foodProcessing', label: 'Food processing' },
      { code: 'garments', label: 'Garments' },
      { code: 'auto', label: 'Auto components' },
      { code: 'plastics', label: 'Plastics and packaging' },
    ],
  },
  {
    code: 'serviceProvider',
    label: 'Service provider',
    categories: [
      { code: 'restaurant', label: 'Restaurant and catering' },
      { code: 'logistics', label: 'Transport and logistics' },
      { code: 'salon', label: 'Salon and wellness' },
      { code: 'repair', label: 'Repair and maintenance' },
    ],
  },
  {
    code: 'onlineSeller',
    label: 'Online seller',
    categories: [
      { code: 'marketplaceSeller', label: 'Marketplace seller' },
      { code: 'd2c', label: 'Own website (D2C)' },
    ],
  },
];

/** Marketplaces an applicant can say they sell on (step-3 memberships). */
export const MARKETPLACE_OPTIONS: readonly Option[] = [
  { code: 'amazon', label: 'Amazon' },
  { code: 'flipkart', label: 'Flipkart' },
  { code: 'meesho', label: 'Meesho' },
  { code: 'jiomart', label: 'JioMart' },
  { code: 'indiamart', label: 'IndiaMART' },
  { code: 'udaan', label: 'Udaan' },
  { code: 'shipkart', label: 'Shipkart' },
  { code: 'bazaarhub', label: 'BazaarHub' },
  { code: 'kiranamart', label: 'KiranaMart' },
];

export const hasCode = (options: readonly Option[], code: string): boolean =>
  options.some((option) => option.code === code);

export function categoryBelongsToType(typeCode: string, categoryCode: string): boolean {
  const type = BUSINESS_TYPES.find((candidate) => candidate.code === typeCode);
  return type !== undefined && hasCode(type.categories, categoryCode);
}
