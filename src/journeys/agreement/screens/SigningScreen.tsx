import { Button, Loader } from '../../../ui/index.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import type { AgreementScreenProps } from './agreement-snapshot.ts';
import * as styles from './agreement.css.ts';

const READ_FIRST = 'Read the sanction letter and the agreement, then sign.';

const METHOD_LABELS: Readonly<Record<string, string>> = {
  aadhaarEsign: 'Aadhaar e-sign: an OTP goes to your Aadhaar-linked mobile',
};

/** /signup/loan-agreement: the sanction letter and agreement to read, the sign method, and Sign. */
export function SigningScreen({ actor, snapshot }: AgreementScreenProps) {
  const { agreement, error } = snapshot.context;
  if (!agreement) return null;
  if (snapshot.matches({ agreement: { eSignReturn: 'checking' } })) {
    return <Loader lines={['Checking your e-sign…']} />;
  }
  if (snapshot.matches({ agreement: { eSignReturn: 'checkFailed' } })) {
    return (
      <RetryRead actor={actor} title="We could not read your e-sign status" error={error}>
        <Button type="button" fullWidth variant="secondary" onClick={() => actor.send({ type: 'SIGN' })}>
          Sign again
        </Button>
      </RetryRead>
    );
  }
  if (snapshot.matches({ agreement: 'redirecting' })) return <Loader lines={['Taking you to Aadhaar e-sign…']} />;
  const busy = snapshot.matches({ agreement: 'starting' });
  const facts = agreement.keyFacts;
  const read = (document: 'kfs' | 'sanctionLetter' | 'agreement') => () => actor.send({ type: 'READ', document });
  return (
    <PageFrame
      title="Sign your loan agreement"
      lead={`${facts.registeredName} has sanctioned a credit line of ${formatMoney(facts.creditLimit)}. ${READ_FIRST}`}
      error={error}
      busy={busy}
      onSubmit={() => actor.send({ type: 'SIGN' })}
    >
      <section className={styles.section} aria-labelledby="agreement-documents">
        <h2 id="agreement-documents" className={styles.sectionTitle}>
          Your documents
        </h2>
        <ul className={styles.documents}>
          <li>
            <Button type="button" variant="link" onClick={read('sanctionLetter')}>
              Read the sanction letter
            </Button>
          </li>
          <li>
            <Button type="button" variant="link" onClick={read('agreement')}>
              Read the loan agreement
            </Button>
          </li>
          <li>
            <Button type="button" variant="link" onClick={read('kfs')}>
              Read the Key Fact Statement again
            </Button>
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="agreement-method">
        <h2 id="agreement-method" className={styles.sectionTitle}>
          How you sign
        </h2>
        <ul className={styles.documents}>
          {agreement.signMethods.map((method) => (
            <li key={method} className={styles.note}>
              {METHOD_LABELS[method] ?? method}
            </li>
          ))}
        </ul>
      </section>
      <Actions>
        <Button type="submit" fullWidth busy={busy}>
          Sign with Aadhaar e-sign
        </Button>
      </Actions>
    </PageFrame>
  );
}
