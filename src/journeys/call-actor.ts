import { fromPromise } from 'xstate';
import type { Call } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';

/** An actor that is one API call on the app's client: the machine's input is the call's input. */
export const callActor = <I, O>(client: ApiClient, call: Call<I, O>) =>
  fromPromise<O, I>(({ input }) => call(client, input));
