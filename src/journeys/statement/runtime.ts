import type { Actor } from 'xstate';
import type { statementMachine } from '../../../machines/statement/statement.machine.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import { STATEMENT_SCREENS } from '../../../machines/statement/screens.ts';
import type { StatementPlace } from '../../../machines/statement/types.ts';
import { todayInIndia } from '../../../rules/statement/period.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { provideStatement, type StatementLogic } from './provide.ts';
import { saveFile } from '../../lib/save-file.ts';

// The statement actor of the address open now (/credit-statement or /payment-history), created
// by the first of their screens that opens and kept while the customer stays there; a new one
// once the place changes or the last one finished (Pay handed over to the payment chart).

export type StatementActorRef = Actor<typeof statementMachine>;

export function placeOf(pathname: string): StatementPlace {
  return stateOfPath(STATEMENT_SCREENS, pathname) === 'history' ? 'history' : 'statement';
}

export const statementJourney: JourneySpec<StatementLogic> = {
  id: 'statement',
  key: ({ pathname, session }) => (session.matches('loggedIn') ? placeOf(pathname) : null),
  logic: () => provideStatement(apiClient, { saveFile }),
  input: ({ entry }) => ({ place: placeOf(entry.pathname), today: todayInIndia(Date.now()) }),
  over: (snapshot) => snapshot.status !== 'active',
};
