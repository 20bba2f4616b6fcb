// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { provideStatement } from '../../../src/journeys/statement/provide.ts';
import type { StatementActorRef } from '../../../src/journeys/statement/runtime.ts';
import { CreditStatementView } from '../../../src/journeys/statement/screens/CreditStatementView.tsx';
import { TODAY } from '../../support/events/statement-events.ts';
import { plannedApiClient } from '../../support/planned-client.ts';

// The statement before activation: the lender has no credit account yet (404 EPL-40410), which the
// screen says in words; any other refusal is still a failure with Retry.

function statementAnswering(error: ApiError): StatementActorRef {
  const machine = provideStatement(plannedApiClient(), { saveFile: () => undefined }).provide({
    actors: {
      getStatement: fromPromise(() => Promise.reject(error)),
    },
  });
  return createActor(machine, { input: { place: 'statement', today: TODAY } }).start() as StatementActorRef;
}

function Screen({ actor }: { actor: StatementActorRef }) {
  const snapshot = useSelector(actor, (current) => current);
  return <CreditStatementView actor={actor} snapshot={snapshot} />;
}

afterEach(cleanup);

describe('statement before activation', () => {
  it('says there is no credit line yet, with no Retry, when the lender has no credit account', async () => {
    const actor = statementAnswering(
      new ApiError('No credit account.', { kind: 'http', status: 404, code: 'EPL-40410' }),
    );
    render(<Screen actor={actor} />);
    expect(await screen.findByText(/You have no credit line yet/)).toBeInTheDocument();
    expect(screen.queryByText('We could not load your statement')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    actor.stop();
  });

  it('still shows a failure with Retry when the lender is unavailable', async () => {
    const actor = statementAnswering(new ApiError('Down.', { kind: 'http', status: 503, code: 'EPL-50300' }));
    render(<Screen actor={actor} />);
    expect(await screen.findByText('We could not load your statement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    actor.stop();
  });
});
