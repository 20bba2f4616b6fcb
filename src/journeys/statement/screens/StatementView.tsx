import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { statementJourney } from '../runtime.ts';
import { Loader } from '../../../ui/index.ts';
import { CreditStatementView } from './CreditStatementView.tsx';
import { DownloadView } from './DownloadView.tsx';
import { HistoryView } from './HistoryView.tsx';
import type { StatementSnapshot } from './statement-snapshot.ts';
import type { StatementActorRef } from '../runtime.ts';

/**
 * Every statement address draws the statement chart's own state (the chart keeps the address in
 * step, ADR 003): the credit statement, its download, or the payment history.
 */
export function StatementView() {
  return (
    <JourneyScreen journey={statementJourney}>
      {(actor, snapshot) => <StatementViewScreen actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function StatementViewScreen({ actor, snapshot }: { actor: StatementActorRef; snapshot: StatementSnapshot }) {
  const props = { actor, snapshot };
  let view = <Loader />;
  if (snapshot.matches('statement')) view = <CreditStatementView {...props} />;
  else if (snapshot.matches('download')) view = <DownloadView {...props} />;
  else if (snapshot.matches('history')) view = <HistoryView {...props} />;
  return <>{view}</>;
}
