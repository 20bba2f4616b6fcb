import { Button, Checkbox } from '../../../ui/index.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Pdf } from './parts.tsx';
import type { AgreementScreenProps } from './agreement-snapshot.ts';

const PAYABLE_TO: Readonly<Record<string, string>> = { lender: 'to the lender', thirdParty: 'to third parties' };

/** /signup/edi-kfs: the Key Fact Statement first (RBI 2024), acknowledged before signing; readable later. */
export function KfsScreen({ actor, snapshot }: AgreementScreenProps) {
  const { agreement, document, error, acknowledged } = snapshot.context;
  if (!agreement) return null;
  const facts = agreement.keyFacts;
  const toAcknowledge = agreement.kfsAcknowledgedAt === null;
  const busy = snapshot.matches({ kfs: 'acknowledging' });
  const failed = snapshot.matches({ kfs: 'failed' });
  const officer = facts.grievanceOfficer;
  return (
    <PageFrame
      title="Key Fact Statement"
      lead={`The key facts of your credit line from ${facts.registeredName}. Please read them before you sign.`}
      error={error}
      busy={busy}
      onSubmit={toAcknowledge ? () => actor.send({ type: 'ACKNOWLEDGE' }) : undefined}
    >
      <Facts ruled>
        <Fact label="Loan reference">{agreement.loanReference}</Fact>
        <Fact label="Credit limit">{formatMoney(facts.creditLimit)}</Fact>
        <Fact label="Annual Percentage Rate (APR)">{facts.aprPercent}%</Fact>
        <Fact label="Rate of interest">{facts.interestRatePa}% a year</Fact>
        <Fact label="Tenure">{facts.tenureMonths} months</Fact>
        {facts.fees.map((fee) => (
          <Fact key={fee.name} label={fee.name}>
            {formatMoney(fee.amount)}
            {fee.gst > 0 ? ` plus GST ${formatMoney(fee.gst)}` : ''} {PAYABLE_TO[fee.payableTo] ?? ''}
          </Fact>
        ))}
        <Fact label="Penal charges">{facts.penalCharges}</Fact>
        <Fact label="Foreclosure charges">{facts.foreclosureCharges}</Fact>
        <Fact label="Cooling-off (look-up) period">
          {facts.coolingOffDays} days: you may leave by repaying the principal and the proportionate APR, with no
          penalty
        </Fact>
        <Fact label="Grievance officer">
          {officer ? `${officer.name}, ${officer.email}, ${officer.phone}` : 'Named in the loan agreement'}
        </Fact>
      </Facts>
      {failed ? (
        <Actions>
          <Button type="button" onClick={() => actor.send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Actions>
      ) : (
        <Pdf
          title="Key Fact Statement"
          fileName="key-fact-statement.pdf"
          file={document}
          loading={snapshot.matches({ kfs: 'loading' })}
        />
      )}
      {toAcknowledge ? (
        <>
          <Checkbox
            label="I have read and understood the Key Fact Statement"
            checked={acknowledged}
            onCheckedChange={(checked) => actor.send({ type: 'ACK_CHANGED', checked })}
          />
          <Actions>
            <Button type="submit" fullWidth busy={busy} disabled={failed}>
              I acknowledge
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button type="button" fullWidth variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
            Back
          </Button>
        </Actions>
      )}
    </PageFrame>
  );
}
