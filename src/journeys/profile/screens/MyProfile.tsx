import { Link } from 'react-router-dom';
import { Button, DateText } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { formatPhone } from '../../../lib/format/phone.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import type { Profile } from '../../../../rules/profile/types.ts';
import type { ProfileScreenProps } from './snapshot.ts';
import * as styles from './profile.css.ts';

// My profile (§2 /my-profile; issue 32): who the customer is and what the lender holds, the email
// and its verification, the lender's re-KYC when asked, the support id, and the pages kept elsewhere
// (the documents, the account for bank transfers), linked by name.

const NOT_GIVEN = 'Not given';

function addressLine(address: NonNullable<Profile['address']>): string {
  return [address.line1, address.line2, address.landmark, `${address.city}, ${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');
}

function ReKycPart({ profile, onStart }: { profile: Profile; onStart: () => void }) {
  const reKyc = profile.reKyc;
  if (!reKyc) return null;
  if (reKyc.status === 'done') {
    return (
      <p className={styles.note}>
        KYC updated
        {reKyc.completedAt ? (
          <>
            {' '}
            on <DateText value={reKyc.completedAt} />
          </>
        ) : null}
        .
      </p>
    );
  }
  return (
    <section className={styles.due} aria-labelledby="rekyc-heading">
      <h2 id="rekyc-heading" className={styles.partHeading}>
        Your KYC needs updating
      </h2>
      <p className={styles.note}>
        Your lender asks you to verify your identity again by <DateText value={reKyc.dueBy} />, as RBI requires from
        time to time. It takes a minute with your Aadhaar number.
      </p>
      <Button type="button" onClick={onStart}>
        {reKyc.status === 'inProgress' ? 'Continue updating KYC' : 'Update KYC'}
      </Button>
    </section>
  );
}

function EmailFact({ profile }: { profile: Profile }) {
  const email = profile.email;
  if (!email) return <Fact label="Email">{NOT_GIVEN}</Fact>;
  return (
    <Fact label="Email">
      {email.address} ({email.verified ? 'verified' : 'not verified'})
    </Fact>
  );
}

export function MyProfile({ actor, snapshot }: ProfileScreenProps) {
  const { profile, notice } = snapshot.context;
  if (!profile) return null;
  const account = profile.bankAccount;
  const emailAction = !profile.email ? 'Add email' : profile.email.verified ? 'Change email' : 'Verify email';
  return (
    <PageFrame title="My profile" heading="plain">
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <ReKycPart profile={profile} onStart={() => actor.send({ type: 'START_REKYC' })} />
      <section className={styles.part} aria-labelledby="you-heading">
        <h2 id="you-heading" className={styles.partHeading}>
          You
        </h2>
        <Facts>
          <Fact label="Name">{profile.name ?? NOT_GIVEN}</Fact>
          <Fact label="Mobile">{formatPhone(profile.phone)}</Fact>
          <EmailFact profile={profile} />
          <Fact label="PAN">{profile.pan ?? NOT_GIVEN}</Fact>
          <Fact label="Address">{profile.address ? addressLine(profile.address) : NOT_GIVEN}</Fact>
        </Facts>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'ADD_EMAIL' })}>
          {emailAction}
        </Button>
      </section>
      <section className={styles.part} aria-labelledby="business-heading">
        <h2 id="business-heading" className={styles.partHeading}>
          Your business
        </h2>
        <Facts>
          <Fact label="Business name">{profile.businessName ?? NOT_GIVEN}</Fact>
          <Fact label="GSTIN">{profile.gstin ?? NOT_GIVEN}</Fact>
          <Fact label="Udyam number">{profile.udyam ?? NOT_GIVEN}</Fact>
          <Fact label="Marketplaces">
            {profile.marketplaces.length === 0
              ? 'None linked'
              : profile.marketplaces.map((one) => `${one.name} (seller ID ${one.sellerId})`).join(', ')}
          </Fact>
        </Facts>
      </section>
      <section className={styles.part} aria-labelledby="loan-heading">
        <h2 id="loan-heading" className={styles.partHeading}>
          Your credit line
        </h2>
        <Facts>
          <Fact label="Lender">{profile.lender ?? 'Not chosen yet'}</Fact>
          <Fact label="Loan reference">{profile.loanReference ?? 'Not yet assigned'}</Fact>
          <Fact label="Bank account">
            {account
              ? `${account.holderName}, ${account.accountType} account ending ${account.last4}, IFSC ${account.ifsc}`
              : 'Not verified yet'}
          </Fact>
        </Facts>
        <ul className={styles.links}>
          <li>
            <Link to={screenAddress('DocumentsData')}>Your documents</Link>
          </li>
          <li>
            <Link to={`${screenAddress('RedirectToMandate')}?mode=bank-transfers`}>
              Account details for bank transfers
            </Link>
          </li>
        </ul>
      </section>
      <section className={styles.part} aria-labelledby="support-heading">
        <h2 id="support-heading" className={styles.partHeading}>
          Support
        </h2>
        <p className={styles.note}>
          Your support ID is <span className={styles.supportId}>{profile.supportId}</span>. Quote it when you call or
          write to us, so we find your account without asking for your details.
        </p>
      </section>
    </PageFrame>
  );
}
