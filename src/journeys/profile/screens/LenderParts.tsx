import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, DateText, Loader, Money } from '../../../ui/index.ts';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import type { CreditTerms, LenderInfo, LenderSections, Section } from '../../../../rules/profile/types.ts';
import * as styles from './lender-parts.css.ts';

// The profile's lender parts (ADR 056): "Your lender", what RBI's Digital Lending Directions ask a
// digital lender's app to show (the regulated lender and its RBI registration, Saakh as its lending
// service provider, the grievance officer and the escalation to the RBI after 30 days), and "Your
// credit terms" as the KFS the customer signed states them. Each part is read on its own: its
// Loader, its answer, or its own sentence and Retry, never the rest of the profile's. MyProfile loads
// this file when it is drawn, so its money and date pieces stay out of every page's first load.

interface PartProps<T> {
  section: Section<T>;
  onRetry: () => void;
}

/** A part's heading, and its Loader, its problem with Retry, or its answer. */
function LenderPart<T>({
  id,
  title,
  what,
  section,
  onRetry,
  children,
}: PartProps<T> & { id: string; title: string; what: string; children: (value: T) => ReactNode }) {
  return (
    <section className={styles.lenderPart} aria-labelledby={`${id}-heading`} aria-busy={section.status === 'loading'}>
      <h2 id={`${id}-heading`} className={styles.lenderHeading}>
        {title}
      </h2>
      {section.status === 'loading' ? <Loader lines={[`Fetching ${what}`]} /> : null}
      {section.status === 'failed' ? (
        <>
          <p className={styles.lenderNote} role="alert">
            We could not load {what}. {section.error}
          </p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </>
      ) : null}
      {section.status === 'shown' ? children(section.value) : null}
    </section>
  );
}

const percent = (value: number) => `${value}% a year`;

function YourLender(props: PartProps<LenderInfo | null>) {
  return (
    <LenderPart id="lender" title="Your lender" what="your lender’s details" {...props}>
      {(lender) =>
        lender === null ? (
          <p className={styles.lenderNote}>Your lender is named here once you choose an offer.</p>
        ) : (
          <>
            <Facts>
              <Fact label="Lender">{lender.registeredName}</Fact>
              <Fact label="RBI certificate of registration">{lender.rbiRegistration}</Fact>
              <Fact label="Lending service provider">
                {lender.serviceProvider.name}. {lender.serviceProvider.role}
              </Fact>
              <Fact label="Grievance redressal officer">{lender.grievanceOfficer.name}</Fact>
              <Fact label="Grievance phone">
                <a href={`tel:${lender.grievanceOfficer.phone.replace(/\s/g, '')}`}>{lender.grievanceOfficer.phone}</a>
              </Fact>
              <Fact label="Grievance email">
                <a href={`mailto:${lender.grievanceOfficer.email}`}>{lender.grievanceOfficer.email}</a>
              </Fact>
            </Facts>
            <p className={styles.lenderNote}>
              If your complaint is not resolved within {lender.escalation.afterDays} days, or you are not satisfied with
              the answer, you may complain to the RBI Ombudsman at{' '}
              <a href={lender.escalation.ombudsmanUrl} target="_blank" rel="noreferrer">
                cms.rbi.org.in
              </a>
              . To check that a lender is registered with the RBI, or to report one that is not, use the RBI’s{' '}
              <a href={lender.escalation.sachetUrl} target="_blank" rel="noreferrer">
                Sachet portal
              </a>
              .
            </p>
          </>
        )
      }
    </LenderPart>
  );
}

/** The lender's processing fee and its GST, as the signed KFS charged them. */
function Fee({ fee }: { fee: CreditTerms['processingFee'] }) {
  if (!fee) return <>None</>;
  return (
    <>
      <Money amount={fee.amount} /> plus <Money amount={fee.gst} /> GST
    </>
  );
}

/** The terms, then the signed agreement they come from. */
function TermFacts({ terms }: { terms: CreditTerms }) {
  return (
    <>
      <Facts>
        <Fact label="Credit limit">
          <Money amount={terms.creditLimit} />
        </Fact>
        <Fact label="Rate of interest">{`${percent(terms.interestRatePa)} (${terms.rateType})`}</Fact>
        <Fact label="Annual percentage rate (APR)">{percent(terms.aprPercent)}</Fact>
        <Fact label="Interest-free period">{terms.interestFreeDays} days from each purchase</Fact>
        <Fact label="Due date">{terms.dueAfterDays} days after each purchase</Fact>
        <Fact label="Processing fee">
          <Fee fee={terms.processingFee} />
        </Fact>
        <Fact label="Late payment charge">{terms.latePaymentCharge}</Fact>
        <Fact label="Tenure">
          <DateText value={terms.activatedOn} /> to <DateText value={terms.validUntil} /> ({terms.tenureMonths} months)
        </Fact>
        <Fact label="Key fact statement">{`${terms.kfs.proposalNumber}, version ${terms.kfs.version}`}</Fact>
      </Facts>
      <Link to={screenAddress('LoanAgreementDocument')}>Your signed loan agreement</Link>
    </>
  );
}

function YourCreditTerms(props: PartProps<CreditTerms | null>) {
  return (
    <LenderPart id="terms" title="Your credit terms" what="your credit terms" {...props}>
      {(terms) =>
        terms === null ? (
          <p className={styles.lenderNote}>
            Your credit terms are shown here once your credit line is active. Until then, the key fact statement of your
            offer has them.
          </p>
        ) : (
          <TermFacts terms={terms} />
        )
      }
    </LenderPart>
  );
}

/** Both parts, in the profile's order. */
export default function LenderParts({ lender, terms, onRetry }: LenderSections & { onRetry: () => void }) {
  return (
    <>
      <YourLender section={lender} onRetry={onRetry} />
      <YourCreditTerms section={terms} onRetry={onRetry} />
    </>
  );
}
