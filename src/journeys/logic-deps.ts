import type { ApiClient } from '../api/client.ts';

/**
 * What a journey's real logic is built from, each part the app's own unless a test passes one:
 * the API client, where the journey keeps its drafts, and the environment its actors run in.
 */
export interface LogicDeps<Drafts, Env> {
  client?: ApiClient;
  drafts?: Drafts;
  env?: Env;
}
