import type { ApiClient } from '../api/client.ts';
import { apiClient } from '../journeys/api-client.ts';
import { createLoginLogic } from '../journeys/login/logic.ts';
import { createSessionLogic } from '../journeys/session/SessionProvider.tsx';

// The app's session with the login journey as its signed-out child (ADR 037): the one place the
// two meet, so neither the session nor the login imports the other.

export function createAppSessionLogic(client: ApiClient = apiClient) {
  return createSessionLogic(createLoginLogic(client), client);
}
