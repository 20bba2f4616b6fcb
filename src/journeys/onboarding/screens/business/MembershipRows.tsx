import { Button, SelectField, type SelectOption, TextField } from '../../../../ui/index.ts';
import { groupedRupees, rupeeDigits, currentMonth } from './business-data.ts';
import { EMPTY_ROW, MAX_MEMBERSHIPS, type MembershipRow } from './memberships.ts';
import * as styles from './business.css.ts';

export interface MembershipRowsProps {
  rows: readonly MembershipRow[];
  options: readonly SelectOption[];
  error: string | null;
  disabled: boolean;
  onChange: (rows: MembershipRow[]) => void;
}

/** The marketplaces the applicant sells on: one row each, added and removed in place. */
export function MembershipRows({ rows, options, error, disabled, onChange }: MembershipRowsProps) {
  const update = (index: number, patch: Partial<MembershipRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const chosenElsewhere = (index: number) =>
    new Set(rows.filter((_, at) => at !== index).map((row) => row.marketplaceName));
  return (
    <>
      {rows.map((row, index) => {
        const number = index + 1;
        const taken = chosenElsewhere(index);
        return (
          <fieldset key={index} className={styles.row}>
            <legend className={styles.rowTitle}>Marketplace {number}</legend>
            <SelectField
              label="Marketplace"
              name={`marketplaceName-${number}`}
              placeholder="Select marketplace"
              options={options.filter((option) => !taken.has(option.value))}
              value={row.marketplaceName}
              disabled={disabled}
              onValueChange={(marketplaceName) => update(index, { marketplaceName })}
            />
            <TextField
              label="Selling there since"
              name={`sellerSince-${number}`}
              type="month"
              max={currentMonth()}
              value={row.sellerSince}
              readOnly={disabled}
              onChange={(event) => update(index, { sellerSince: event.target.value })}
            />
            <TextField
              label="Average monthly sales (₹)"
              name={`averageMonthlySales-${number}`}
              inputMode="numeric"
              value={groupedRupees(row.averageMonthlySales)}
              readOnly={disabled}
              onChange={(event) => update(index, { averageMonthlySales: rupeeDigits(event.target.value) })}
            />
            <div className={styles.rowActions}>
              <Button
                type="button"
                variant="link"
                disabled={disabled}
                aria-label={`Remove marketplace ${number}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {rows.length < Math.min(MAX_MEMBERSHIPS, options.length) ? (
        <Button type="button" variant="secondary" disabled={disabled} onClick={() => onChange([...rows, EMPTY_ROW])}>
          {rows.length === 0 ? 'I sell on a marketplace' : 'Add another marketplace'}
        </Button>
      ) : null}
    </>
  );
}
