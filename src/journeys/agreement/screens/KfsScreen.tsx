import { Button, Checkbox } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { KeyFactStatement } from '../../../kit/key-fact-statement/KeyFactStatement.tsx';
import { Pdf } from './parts.tsx';
import type { AgreementScreenProps } from './agreement-snapshot.ts';

/** /signup/edi-kfs: the Key Fact Statement first (RBI 2024), acknowledged before signing; readable later. */
export function KfsScreen({ actor, snapshot }: AgreementScreenProps) {
  const { agreement, document, error, acknowledged } = snapshot.context;
  if (!agreement) return null;
  const facts = agreement.keyFacts;
  const toAcknowledge = agreement.kfsAcknowledgedAt === null;
  const busy = snapshot.matches({ kfs: 'acknowledging' });
  const failed = snapshot.matches({ kfs: 'failed' });
  return (
    <PageFrame
      title="Key Fact Statement"
      lead={`The key facts of your credit line from ${facts.registeredName}. Please read them before you sign.`}
      error={error}
      busy={busy}
      onSubmit={toAcknowledge ? () => actor.send({ type: 'ACKNOWLEDGE' }) : undefined}
    >
      <KeyFactStatement facts={facts} loanReference={agreement.loanReference} />
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
            // Not before the statement is on the screen: a tick while it loads would be dropped.
            disabled={snapshot.matches({ kfs: 'loading' })}
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
