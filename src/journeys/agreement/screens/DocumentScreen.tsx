import { Button } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Pdf } from './parts.tsx';
import type { AgreementScreenProps } from './agreement-snapshot.ts';

/** /signup/edi-sanction-letter and /loan-agreement/document: one document, to read and download. */
export function DocumentScreen({ actor, snapshot }: AgreementScreenProps) {
  const sanction = snapshot.matches('sanctionLetter');
  const signed = !sanction && snapshot.context.agreement?.signedAt != null;
  const title = sanction ? 'Sanction letter' : signed ? 'Signed loan agreement' : 'Loan agreement';
  const file = sanction ? 'sanction-letter.pdf' : signed ? 'loan-agreement-signed.pdf' : 'loan-agreement.pdf';
  const back = (
    <Button type="button" fullWidth variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
      Back
    </Button>
  );
  if (snapshot.matches({ sanctionLetter: 'failed' }) || snapshot.matches({ agreementDocument: 'failed' })) {
    return (
      <RetryRead actor={actor} title="We could not load this document" error={snapshot.context.error}>
        {back}
      </RetryRead>
    );
  }
  const showing = snapshot.matches({ sanctionLetter: 'showing' }) || snapshot.matches({ agreementDocument: 'showing' });
  return (
    <PageFrame title={title} heading="plain">
      <Pdf title={title} fileName={file} file={snapshot.context.document} loading={!showing} />
      <Actions>{back}</Actions>
    </PageFrame>
  );
}
