import { useSelector } from '@xstate/react';
import { JourneyHost, useJourney } from '../../journeys/runtime/JourneyRuntime.tsx';
import { statementJourney } from '../../journeys/statement/runtime.ts';
import { Loader } from '../../ui/index.ts';
import { CreditStatementView } from './CreditStatementView.tsx';
import { DownloadView } from './DownloadView.tsx';
import { HistoryView } from './HistoryView.tsx';
import type { StatementSnapshot } from './statement-snapshot.ts';

/**
 * Every statement address draws the statement chart's own state (the chart keeps the address in
 * step, ADR 003): the credit statement, its download, or the payment history.
 */
export function StatementView() {
  const actor = useJourney(statementJourney);
  const snapshot = useSelector(actor ?? undefined, (current: StatementSnapshot | undefined) => current);
  const host = <JourneyHost journey={statementJourney} />;
  if (!actor || !snapshot)
    return (
      <>
        {host}
        <Loader />
      </>
    );
  const props = { actor, snapshot };
  let view = <Loader />;
  if (snapshot.matches('statement')) view = <CreditStatementView {...props} />;
  else if (snapshot.matches('download')) view = <DownloadView {...props} />;
  else if (snapshot.matches('history')) view = <HistoryView {...props} />;
  return (
    <>
      {host}
      {view}
    </>
  );
}
