import { Money } from '../../../ui/index.ts';

interface LoanTerms {
  /** Rupees as the offer's wire gives them; Money shows them. */
  limit: number;
  tenureMonths: number;
  interestRatePa: number;
  apr: number;
}

/** The terms a loan is compared by, first in its facts list: limit, tenure, interest and APR. */
export function LoanTermFacts({ loan, aprLabel }: { loan: LoanTerms; aprLabel: string }) {
  return (
    <>
      <dt>Limit</dt>
      <dd>
        <Money rupees={loan.limit} />
      </dd>
      <dt>Tenure</dt>
      <dd>{loan.tenureMonths} months</dd>
      <dt>Interest</dt>
      <dd>{loan.interestRatePa}% a year</dd>
      <dt>{aprLabel}</dt>
      <dd>{loan.apr}% a year</dd>
    </>
  );
}
