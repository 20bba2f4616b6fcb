import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { LISTED_SUPPLIERS, findListedSupplier } from './catalog.ts';
import { PurchaseErrorCodes } from './rules.ts';

// Suppliers a customer may pay: the marketplaces' listed ones and the ones the customer added
// (docs/sandbox.md, "Suppliers"). A customer reads only their own added suppliers: another
// customer's is as unknown (404), never a 403 that would confirm it exists.

export type OwnSupplierRow = {
  id: string;
  customer_id: string;
  name: string;
  gstin: string | null;
  phone: string | null;
  account_number: string | null;
  ifsc: string | null;
  name_at_bank: string | null;
  name_match: 'match' | 'partial' | null;
  vpa: string | null;
  created_at: string;
};

/** A supplier as the spend and the app read it, whichever list it came from. */
export type Supplier = {
  id: string;
  name: string;
  source: 'marketplace' | 'own';
  gstin: string | null;
  marketplaceId: string | null;
  vpa: string | null;
  accountLast4: string | null;
  ifsc: string | null;
  nameAtBank: string | null;
  nameMatch: 'match' | 'partial' | null;
};

const ownSupplier = (row: OwnSupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  source: 'own',
  gstin: row.gstin,
  marketplaceId: null,
  vpa: row.vpa,
  accountLast4: row.account_number?.slice(-4) ?? null,
  ifsc: row.ifsc,
  nameAtBank: row.name_at_bank,
  nameMatch: row.name_match,
});

const listed = LISTED_SUPPLIERS.map((entry): Supplier => ({
  id: entry.id,
  name: entry.name,
  source: 'marketplace',
  gstin: entry.gstin,
  marketplaceId: entry.marketplaceId,
  vpa: entry.vpa,
  accountLast4: entry.accountLast4,
  ifsc: null,
  nameAtBank: entry.name,
  nameMatch: 'match',
}));

/** The customer's suppliers: listed ones first (their own marketplace's before others'), then their own. */
export function suppliersOf(db: Database, customerId: string, marketplace: string | null): Supplier[] {
  const rows = statement(db, 'SELECT * FROM purchase_suppliers WHERE customer_id = ? ORDER BY created_at, id').all(
    customerId,
  ) as OwnSupplierRow[];
  const first = (supplier: Supplier) => (supplier.marketplaceId === marketplace ? 0 : 1);
  return [...[...listed].sort((a, b) => first(a) - first(b)), ...rows.map(ownSupplier)];
}

/** A supplier this customer may see (listed, or their own), else 404. */
export function supplierFor(db: Database, customerId: string, id: string): Supplier {
  if (findListedSupplier(id)) return listed.find((supplier) => supplier.id === id) as Supplier;
  const row = statement(db, 'SELECT * FROM purchase_suppliers WHERE id = ? AND customer_id = ?').get(id, customerId) as
    OwnSupplierRow | undefined;
  if (!row) throw notFound('There is no such supplier.');
  return ownSupplier(row);
}

export type NewSupplier = {
  name: string;
  gstin: string | null;
  phone: string | null;
  bank: { accountNumber: string; ifsc: string; nameAtBank: string; nameMatch: 'match' | 'partial' } | null;
  vpa: string | null;
};

export function addSupplier(db: Database, customerId: string, input: NewSupplier, at: string): Supplier {
  const duplicate = statement(
    db,
    `SELECT 1 FROM purchase_suppliers WHERE customer_id = ?
       AND ((account_number IS NOT NULL AND account_number = ? AND ifsc = ?) OR (vpa IS NOT NULL AND vpa = ?))`,
  ).get(customerId, input.bank?.accountNumber ?? null, input.bank?.ifsc ?? null, input.vpa);
  if (duplicate) {
    throw new HttpError(409, 'EPL-40990', 'You have already added a supplier with this account or UPI id.');
  }
  const id = randomUUID();
  statement(
    db,
    `INSERT INTO purchase_suppliers
       (id, customer_id, name, gstin, phone, account_number, ifsc, name_at_bank, name_match, vpa, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    customerId,
    input.name,
    input.gstin,
    input.phone,
    input.bank?.accountNumber ?? null,
    input.bank?.ifsc ?? null,
    input.bank?.nameAtBank ?? null,
    input.bank?.nameMatch ?? null,
    input.vpa,
    at,
  );
  return supplierFor(db, customerId, id);
}

/** The ways the rails can reach this supplier. */
export function payoutMethodsOf(supplier: Supplier): ('BANK_TRANSFER' | 'UPI')[] {
  return [
    ...(supplier.accountLast4 !== null ? (['BANK_TRANSFER'] as const) : []),
    ...(supplier.vpa ? ['UPI' as const] : []),
  ];
}

export const unknownVpa = (): HttpError =>
  new HttpError(422, PurchaseErrorCodes.unknownVpa, 'This UPI id does not exist. Please check it with the supplier.');
