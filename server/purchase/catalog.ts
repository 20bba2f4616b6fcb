// The marketplaces' listed suppliers and the UPI merchants the sandbox's directory knows: reference
// data like the marketplaces themselves (server/marketplaces/catalog.ts), so they live in code and
// survive /__sandbox/reset. docs/sandbox.md lists them.

export type ListedSupplier = {
  id: string;
  name: string;
  gstin: string;
  /** The marketplace it sells through: its orders are held until the buyer confirms delivery. */
  marketplaceId: string;
  vpa: string;
  /** Masked as the app shows it. */
  accountLast4: string;
};

export const LISTED_SUPPLIERS: readonly ListedSupplier[] = [
  {
    id: '6f1c2a40-8d1e-4c55-9b7a-0a1b2c3d4e01',
    name: 'Sharma Textiles',
    gstin: '27AAPFU0939F1ZV',
    marketplaceId: 'bazaarhub',
    vpa: 'sharmatextiles@okhdfc',
    accountLast4: '4821',
  },
  {
    id: '6f1c2a40-8d1e-4c55-9b7a-0a1b2c3d4e02',
    name: 'Gupta Packaging Works',
    gstin: '29AAGCR4375J1ZU',
    marketplaceId: 'shipkart',
    vpa: 'guptapack@okicici',
    accountLast4: '1177',
  },
  {
    id: '6f1c2a40-8d1e-4c55-9b7a-0a1b2c3d4e03',
    name: 'Annapurna Wholesale',
    gstin: '07AAACA1234A1ZM',
    marketplaceId: 'kiranamart',
    vpa: 'annapurna@oksbi',
    accountLast4: '9034',
  },
];

export const findListedSupplier = (id: string): ListedSupplier | undefined =>
  LISTED_SUPPLIERS.find((supplier) => supplier.id === id);

/** Merchants the directory names, with their merchant category code (a UPI QR's `mc`). */
export const UPI_MERCHANTS: Readonly<Record<string, { name: string; merchantCode: string }>> = {
  'freshmart@okaxis': { name: 'FreshMart Superstore', merchantCode: '5411' },
  'cityhardware@okhdfc': { name: 'City Hardware', merchantCode: '5251' },
  'quickcash@okicici': { name: 'Quick Cash Point', merchantCode: '6011' },
};
