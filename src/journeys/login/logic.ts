import type { ApiClient } from '../../api/client.ts';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { apiClient } from '../api-client.ts';
import { createLoginActions } from './actions.ts';
import { createLoginActors } from './actors.ts';

/** The login chart with the app's real API actors and browser actions: the session's signed-out child. */
export function createLoginLogic(client: ApiClient = apiClient) {
  return loginMachine.provide({ actors: createLoginActors(client), actions: createLoginActions() });
}
