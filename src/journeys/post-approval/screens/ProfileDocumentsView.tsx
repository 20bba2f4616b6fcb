import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ProfileDocumentsRef } from '../profile-documents.ts';
import type { ListedDocument, LoanDocument } from '../api/documents/profile-schemas.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { DateText } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { readingOrFailed } from '../../../kit/ways.tsx';
import { KIND_LABELS, LOAN_DOCUMENT_LABELS, PROFILE_DOCUMENTS } from './profile-documents-copy.ts';
import * as styles from './profile-documents.css.ts';

function DocumentList({ heading, documents }: { heading: string; documents: readonly ListedDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2 className={styles.subheading}>{heading}</h2>
      <ul className={styles.documentList}>
        {documents.map((document) => (
          <li key={document.id} className={styles.documentRow}>
            <span className={styles.documentKind}>{KIND_LABELS[document.kind] ?? document.kind}</span>
            <span className={styles.hint}>
              {document.fileName}, uploaded <DateText value={document.uploadedAt} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const LOAN_DOCUMENT_PATHS: Record<LoanDocument, string> = {
  kfs: screenAddress('EdiKfs'),
  sanctionLetter: screenAddress('EdiSanctionLetter'),
  loanAgreement: screenAddress('LoanAgreementDocument'),
  signedAgreement: screenAddress('LoanAgreementDocument'),
};

/** The lender's documents of the loan (the KFS stays readable after signing), each a link to read it. */
function LoanDocuments({ documents }: { documents: readonly LoanDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-label={PROFILE_DOCUMENTS.loan}>
      <h2 className={styles.subheading}>{PROFILE_DOCUMENTS.loan}</h2>
      <ul className={styles.documentList}>
        {documents.map((document) => (
          <li key={document} className={styles.documentRow}>
            <Link to={LOAN_DOCUMENT_PATHS[document]} className={styles.link}>
              {LOAN_DOCUMENT_LABELS[document]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** §2 /documents (Documents Data): what the applicant has uploaded to the lender. */
export function ProfileDocumentsView({ actor }: { actor: ProfileDocumentsRef }) {
  const snapshot = useSelector(actor, (current) => current);
  const reading = readingOrFailed(actor, snapshot, PROFILE_DOCUMENTS.title);
  if (reading) return reading;
  const { context } = snapshot;
  const statements = context.documents?.statements ?? [];
  const documents = context.documents?.documents ?? [];
  const loanDocuments = context.documents?.loanDocuments ?? [];
  const none = statements.length === 0 && documents.length === 0 && loanDocuments.length === 0;
  return (
    <PageFrame title={PROFILE_DOCUMENTS.title} lead={none ? PROFILE_DOCUMENTS.none : PROFILE_DOCUMENTS.lead}>
      <LoanDocuments documents={loanDocuments} />
      <DocumentList heading={PROFILE_DOCUMENTS.statements} documents={statements} />
      <DocumentList heading={PROFILE_DOCUMENTS.documents} documents={documents} />
      <Actions>
        <Link to={screenAddress('Dashboard')} className={styles.link}>
          Go to your dashboard
        </Link>
      </Actions>
    </PageFrame>
  );
}
