import { EDI_SCREENS } from '../../../../machines/edi/screens.ts';
import { accountLine, instalmentSentence } from '../projection.ts';
import { KeyFactStatement } from '../../../kit/key-fact-statement/KeyFactStatement.tsx';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { Button, Checkbox } from '../../../ui/index.ts';
import { Loading, ReadFailed, ediScreen, type EdiViewProps } from './EdiParts.tsx';
import { KfsDownload } from './KfsDownload.tsx';
import * as styles from './edi.css.ts';

/**
 * Disbursement request (§2 edi-disbursement-request): the amount, the verified account it goes to,
 * the quote's Key Fact Statement to RBI's template (Annex A Parts 1 and 2, Annex C the daily schedule:
 * the component the credit line's KFS uses), the consent, and Request payout, sent once with the
 * proposal number of the statement shown.
 */
export default ediScreen(RequestView);

function RequestView({ actor, snapshot }: EdiViewProps) {
  const { quote, error, consent, consentMissing, read } = snapshot.context;
  const submitting = snapshot.matches({ request: 'submitting' });
  if (snapshot.matches({ request: 'failed' })) {
    return <ReadFailed title="We could not prepare your request" error={error} actor={actor} />;
  }
  const { title } = EDI_SCREENS.request;
  const account = read?.bankAccount;
  if (!(snapshot.matches({ request: 'form' }) || submitting) || !quote) return <Loading title={title} />;
  const back = { disabled: submitting, onClick: () => actor.send({ type: 'BACK' }) };
  return (
    <PageFrame
      title={title}
      lead={`${instalmentSentence(quote)}, collected by your mandate.`}
      error={error}
      busy={submitting}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    >
      <section aria-labelledby="edi-account">
        <h2 id="edi-account" className={styles.sectionTitle}>
          Paid into
        </h2>
        <p className={styles.note}>
          {account ? `${account.holderName} · ${accountLine(account)} (verified)` : 'Your verified bank account'}
        </p>
      </section>
      <section aria-labelledby="edi-kfs">
        <h2 id="edi-kfs" className={styles.sectionTitle}>
          Key Fact Statement
        </h2>
        <KeyFactStatement facts={quote.kfs} />
        <p className={styles.note}>No charge that is not in this statement can be levied.</p>
        <KfsDownload quote={quote} disabled={submitting} />
      </section>
      <Checkbox
        label="I have read the Key Fact Statement and agree to these terms"
        checked={consent}
        disabled={submitting}
        error={consentMissing ? 'Please agree to the Key Fact Statement to request the payout.' : null}
        onCheckedChange={(given) => actor.send({ type: 'CONSENT', given })}
      />
      <Actions>
        <Button type="submit" fullWidth busy={submitting} disabled={submitting}>
          Request payout
        </Button>
        <Button type="button" variant="secondary" fullWidth {...back}>
          Change the amount
        </Button>
      </Actions>
    </PageFrame>
  );
}
