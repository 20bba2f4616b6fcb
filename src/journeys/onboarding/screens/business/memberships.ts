// The step keeps its marketplace memberships as one JSON field (contract "Field names"), so a
// half-typed row is kept too; the step's validation refuses the list until every row is whole.

export interface MembershipRow {
  readonly marketplaceName: string;
  readonly sellerSince: string;
  /** Rupees as digits while typed. */
  readonly averageMonthlySales: string;
}

export const EMPTY_ROW: MembershipRow = { marketplaceName: '', sellerSince: '', averageMonthlySales: '' };

export const MAX_MEMBERSHIPS = 10;

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function membershipRows(json: string): MembershipRow[] {
  if (json.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((entry: unknown) => {
      const row = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
      return {
        marketplaceName: textOf(row['marketplaceName']),
        sellerSince: textOf(row['sellerSince']),
        averageMonthlySales: textOf(row['averageMonthlySales']),
      };
    });
  } catch {
    return [];
  }
}

/** No rows is "I sell on none": the field goes back to empty. */
export function membershipsJson(rows: readonly MembershipRow[]): string {
  return rows.length === 0 ? '' : JSON.stringify(rows);
}
