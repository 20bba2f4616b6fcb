import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  BANK_STATEMENT_PATHS,
  NO_STATEMENT_MESSAGE,
  bankStatementMachine,
  statementSlot,
} from '../../machines/post-approval/bank-statement.machine.ts';
import type { BankStatementContext } from '../../machines/post-approval/bank-statement.machine.ts';
import { consentStep } from '../../machines/post-approval/consent-step.ts';
import { uploadChildId } from '../../machines/kit/upload-child-id.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';
import {
  CALL_FAILED,
  LOAD_FAILED,
  LOAN_ID,
  NET_BANKING_FAILED,
  NOT_ENOUGH,
  PREVIEW_FILE,
  PROVIDER_PAGE,
  STATEMENT,
  bankStatementEvents,
  bankStatementInputs,
  onStatementCards,
  serializeBankStatement,
} from '../support/events/bank-statement-events.ts';

// Every transition of the bank statement child: the lender's offer, the three ways (PDFs with
// their file children, net banking's provider page and poll, the AA consent's ReBIT states and
// data fetch), the skip, and the status the parent routes by. redirectTo is the app's (it leaves
// the page); here it only records the address.

const redirects = new WeakMap<object, string[]>();
const redirectsOf = (system: object) => {
  const found = redirects.get(system) ?? [];
  redirects.set(system, found);
  return found;
};
const provided = bankStatementMachine.provide({
  actions: {
    redirectTo: ({ system }, params) => {
      redirectsOf(system).push(params.url);
    },
  },
});

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as BankStatementContext;
const KNOWN_ERRORS = [LOAD_FAILED, CALL_FAILED, NOT_ENOUGH, NET_BANKING_FAILED, NO_STATEMENT_MESSAGE];

function onScreen(args: Context, path: string = BANK_STATEMENT_PATHS.statement): BankStatementContext {
  const context = on(args.snapshot);
  expect(context.applicationId).toBe(APPLICATION_ID);
  expect(context.loanId).toBe(LOAN_ID);
  const route = routeOf(args.snapshot);
  expect(route).toBe(path.startsWith('/:') ? `/${context.preview}/upload-preview` : path);
  if (context.error !== null) expect(KNOWN_ERRORS).toContain(context.error);
  return context;
}

/** After the offer loaded: one file child per slot, and what each holds is known. */
function offered(args: Context): BankStatementContext {
  const context = onScreen(args);
  expect(context.offer).not.toBeNull();
  // Each card's child is in context, where the screen takes it from.
  for (const slot of context.slots) {
    expect(args.snapshot.children[uploadChildId(slot)]).toBeDefined();
    expect(context.cards[slot]).toBe(args.snapshot.children[uploadChildId(slot)]);
  }
  expect(context.slots.length).toBeLessThanOrEqual(context.offer?.maxFiles ?? 0);
  return context;
}

const consentShown = (args: Context, steps: string[]) => {
  const context = offered(args);
  expect(context.consent).not.toBeNull();
  if (context.consent) expect(steps).toContain(consentStep(context.consent));
};

const handlers = {
  states: {
    loading: (args: Context) => {
      expect(args.snapshot.children.loadStatements).toBeDefined();
      expect(onScreen(args).offer).toBeNull();
    },
    loadFailed: (args: Context) => {
      expect(onScreen(args).error).toBe(LOAD_FAILED);
    },
    choosing: (args: Context) => {
      const context = offered(args);
      // Nothing of a finished way is left running.
      expect(args.snapshot.children.pollNetBanking).toBeUndefined();
      expect(args.snapshot.children.readConsent).toBeUndefined();
      expect(context.preview).toBeNull();
    },
    skipping: (args: Context) => {
      expect(offered(args).offer?.canSkip).toBe(true);
    },
    'upload.editing': (args: Context) => {
      const context = offered(args);
      expect(context.offer?.ways).toContain('upload');
      expect(context.slots[0]).toBe(statementSlot(0));
    },
    'upload.previewing.loading': (args: Context) => {
      const context = onScreen(args, BANK_STATEMENT_PATHS.preview);
      expect(context.statements[context.preview ?? '']).toEqual(STATEMENT);
      expect(context.previewFile).toBeNull();
    },
    'upload.previewing.showing': (args: Context) => {
      expect(onScreen(args, BANK_STATEMENT_PATHS.preview).previewFile).toBe(PREVIEW_FILE);
    },
    'upload.previewing.failed': (args: Context) => {
      expect(onScreen(args, BANK_STATEMENT_PATHS.preview).error).toBe(CALL_FAILED);
    },
    'upload.submitting': (args: Context) => {
      const context = offered(args);
      expect(Object.values(context.statements)).toContainEqual(STATEMENT);
    },
    'netBanking.starting': (args: Context) => {
      expect(offered(args).offer?.ways).toContain('netBanking');
    },
    'netBanking.redirecting': (args: Context) => {
      expect(redirectsOf(args.actor.system).at(-1)).toBe(PROVIDER_PAGE.url);
    },
    'netBanking.polling': (args: Context) => {
      offered(args);
      expect(args.snapshot.children.pollNetBanking).toBeDefined();
    },
    'netBanking.waiting': (args: Context) => {
      expect(offered(args).netBanking?.state).toBe('pending');
    },
    'netBanking.pollFailed': (args: Context) => {
      expect(offered(args).error).toBe(CALL_FAILED);
    },
    'accountAggregator.starting': (args: Context) => {
      expect(offered(args).offer?.ways).toContain('accountAggregator');
    },
    'accountAggregator.redirecting': (args: Context) => {
      expect(redirectsOf(args.actor.system).at(-1)).toBe(PROVIDER_PAGE.url);
    },
    'accountAggregator.polling': (args: Context) => {
      offered(args);
      expect(args.snapshot.children.readConsent).toBeDefined();
    },
    'accountAggregator.judging': () => {
      throw new Error('judging is transient and must never be observed');
    },
    'accountAggregator.waiting': (args: Context) => consentShown(args, ['wait']),
    'accountAggregator.ended': (args: Context) => consentShown(args, ['consentEnded']),
    'accountAggregator.fetchFailed': (args: Context) => consentShown(args, ['fetchFailed']),
    'accountAggregator.pollFailed': (args: Context) => {
      expect(offered(args).error).toBe(CALL_FAILED);
    },
    done: ({ snapshot }: Context) => {
      expect(snapshot.status).toBe('done');
      const { status } = snapshot.output as { status: string };
      expect(['manualBankStatementUploaded', 'bankStatementUploaded', 'bankStatementSkipped']).toContain(status);
    },
  },
  events: {
    CHOOSE: sendEvent,
    SKIP: sendEvent,
    ADD_FILE: sendEvent,
    SUBMIT: sendEvent,
    PREVIEW: sendEvent,
    CLOSE_PREVIEW: sendEvent,
    RETRY: sendEvent,
    TRY_AGAIN: sendEvent,
    BACK: sendEvent,
    UPLOAD_CHANGED: sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

runMachinePaths(provided, handlers, {
  events: bankStatementEvents,
  filterEvents: onStatementCards,
  inputs: bankStatementInputs,
  serializeState: serializeBankStatement,
  name: 'bankStatement',
});
