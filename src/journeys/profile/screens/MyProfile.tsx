import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, DateText, Loader } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { formatPhone } from '../../../lib/format/phone.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import type { Profile } from '../../../../rules/profile/types.ts';
import type { ProfileScreenProps } from './snapshot.ts';
import * as styles from './profile.css.ts';
import { lazy, Suspense } from 'react';

// My profile (§2 /my-profile; issue 32): who the customer is and what the lender holds, the email
// and its verification, the lender's re-KYC when asked, the support id, and the pages kept elsewhere
// (the documents, the account for bank transfers), linked by name.

const NOT_GIVEN = 'Not given';

/** The lender's parts (ADR 056), loaded when first drawn, so the app's first load does not list their pieces. */
const LenderParts = lazy(() => import('./LenderParts.tsx'));

const addressLine = ({ line1, line2, landmark, city, state, pincode }: NonNullable<Profile['address']>) =>
  [line1, line2, landmark, `${city}, ${state} ${pincode}`].filter(Boolean).join(', ');

const emailLine = ({ email }: Profile) =>
  email ? `${email.address} (${email.verified ? 'verified' : 'not verified'})` : NOT_GIVEN;

const accountLine = ({ bankAccount: account }: Profile) =>
  account
    ? `${account.holderName}, ${account.accountType} account ending ${account.last4}, IFSC ${account.ifsc}`
    : 'Not verified yet';

const marketplacesLine = ({ marketplaces }: Profile) =>
  marketplaces.map((one) => `${one.name} (seller ID ${one.sellerId})`).join(', ') || 'None linked';

/** Each part's facts, label and value, in the order they are read. */
const PARTS: readonly { id: string; title: string; facts: (profile: Profile) => [string, string][] }[] = [
  {
    id: 'you',
    title: 'You',
    facts: (profile) => [
      ['Name', profile.name ?? NOT_GIVEN],
      ['Mobile', formatPhone(profile.phone)],
      ['Email', emailLine(profile)],
      ['PAN', profile.pan ?? NOT_GIVEN],
      ['Address', profile.address ? addressLine(profile.address) : NOT_GIVEN],
    ],
  },
  {
    id: 'business',
    title: 'Your business',
    facts: (profile) => [
      ['Business name', profile.businessName ?? NOT_GIVEN],
      ['GSTIN', profile.gstin ?? NOT_GIVEN],
      ['Udyam number', profile.udyam ?? NOT_GIVEN],
      ['Marketplaces', marketplacesLine(profile)],
    ],
  },
  {
    id: 'loan',
    title: 'Your credit line',
    facts: (profile) => [
      ['Lender', profile.lender ?? 'Not chosen yet'],
      ['Loan reference', profile.loanReference ?? 'Not yet assigned'],
      ['Bank account', accountLine(profile)],
    ],
  },
];

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.partHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ReKycPart({ profile, onStart }: { profile: Profile; onStart: () => void }) {
  const reKyc = profile.reKyc;
  if (!reKyc) return null;
  if (reKyc.status === 'done') {
    const on = reKyc.completedAt ? <DateText value={reKyc.completedAt} /> : null;
    return <p className={styles.note}>KYC updated{on ? <> on {on}</> : null}.</p>;
  }
  return (
    <div className={styles.due}>
      <Part id="rekyc" title="Your KYC needs updating">
        <p className={styles.note}>
          Your lender asks you to verify your identity again by <DateText value={reKyc.dueBy} />, as RBI requires from
          time to time. It takes a minute with your Aadhaar number.
        </p>
        <Button type="button" onClick={onStart}>
          {reKyc.status === 'inProgress' ? 'Continue updating KYC' : 'Update KYC'}
        </Button>
      </Part>
    </div>
  );
}

export function MyProfile({ actor, snapshot }: ProfileScreenProps) {
  const { profile, notice, sections } = snapshot.context;
  const retry = () => actor.send({ type: 'RETRY' });
  if (!profile) return null;
  const emailAction = !profile.email ? 'Add email' : profile.email.verified ? 'Change email' : 'Verify email';
  const [you, ...rest] = PARTS.map((part) => (
    <Part key={part.id} id={part.id} title={part.title}>
      <Facts>
        {part.facts(profile).map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </Facts>
      {part.id === 'you' ? (
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'ADD_EMAIL' })}>
          {emailAction}
        </Button>
      ) : null}
    </Part>
  ));
  return (
    <PageFrame title="My profile" heading="plain">
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <ReKycPart profile={profile} onStart={() => actor.send({ type: 'START_REKYC' })} />
      {you}
      {rest}
      <Suspense fallback={<Loader lines={['Fetching your lender’s details']} />}>
        <LenderParts {...sections} onRetry={retry} />
      </Suspense>
      <ul className={styles.links} aria-label="Your pages">
        <li>
          <Link to={screenAddress('DocumentsData')}>Your documents</Link>
        </li>
        <li>
          <Link to={`${screenAddress('RedirectToMandate')}?mode=bank-transfers`}>
            Account details for bank transfers
          </Link>
        </li>
      </ul>
      <Part id="support" title="Support">
        <p className={styles.note}>
          Your support ID is <span className={styles.supportId}>{profile.supportId}</span>. Quote it when you call or
          write to us, so we find your account without asking for your details.
        </p>
      </Part>
    </PageFrame>
  );
}
