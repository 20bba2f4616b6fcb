import { statementMachine } from '../../../machines/statement/statement.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createStatementActors } from './actors.ts';

export interface StatementDeps {
  /** Hands the statement's PDF to the browser as a download under `name`. */
  saveFile: (blob: Blob, name: string) => void;
}

/** The statement chart with its real calls and the browser's download. */
export function provideStatement(client: ApiClient, deps: StatementDeps) {
  return statementMachine.provide({
    actors: createStatementActors(client),
    actions: { saveFile: (_, params) => deps.saveFile(params.blob, params.name) },
  });
}

export type StatementLogic = ReturnType<typeof provideStatement>;
