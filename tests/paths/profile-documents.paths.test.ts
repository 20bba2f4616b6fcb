import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  PROFILE_DOCUMENTS_PATH,
  profileDocumentsMachine,
} from '../../machines/post-approval/profile-documents.machine.ts';
import type { ProfileDocumentsContext } from '../../machines/post-approval/profile-documents.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  HELD_DOCUMENTS,
  PROFILE_DOCUMENTS_FAULT,
  profileDocumentsEvents,
} from '../support/events/profile-documents-events.ts';

// Every transition of the /documents page: the list read, its failure and Retry.

type Context = MachineStateContext<typeof profileDocumentsMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as ProfileDocumentsContext;

function at(check: (context: ProfileDocumentsContext, args: Context) => void) {
  return (args: Context) => {
    expect(routeOf(args.snapshot)).toBe(PROFILE_DOCUMENTS_PATH);
    check(on(args.snapshot), args);
  };
}

const handlers = {
  states: {
    loading: at((context, { snapshot }) => {
      expect(snapshot.children.loadDocuments).toBeDefined();
      expect(context.documents).toBeNull();
    }),
    shown: at((context) => {
      expect(context.documents).toEqual(HELD_DOCUMENTS);
      expect(context.error).toBeNull();
    }),
    failed: at((context) => expect(context.error).toBe(PROFILE_DOCUMENTS_FAULT)),
  },
  events: { RETRY: sendEvent },
} satisfies MachineHandlers<typeof profileDocumentsMachine>;

runMachinePaths(profileDocumentsMachine, handlers, { events: profileDocumentsEvents, name: 'profileDocuments' });
