import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { BANK_TRANSFERS_PATH, bankTransfersMachine } from '../../machines/mandate/bank-transfers.machine.ts';
import type { BankTransfersContext } from '../../machines/mandate/bank-transfers.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { BANK_TRANSFERS_FAULT, VIRTUAL_ACCOUNT, bankTransfersEvents } from '../support/events/bank-transfers-events.ts';

// Every transition of the bank-transfers page: the account read, its failure and Retry.

type Context = MachineStateContext<typeof bankTransfersMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as BankTransfersContext;

function at(check: (context: BankTransfersContext, args: Context) => void) {
  return (args: Context) => {
    expect(routeOf(args.snapshot)).toBe(BANK_TRANSFERS_PATH);
    check(on(args.snapshot), args);
  };
}

const handlers = {
  states: {
    loading: at((context, { snapshot }) => {
      expect(snapshot.children.loadAccount).toBeDefined();
      expect(context.account).toBeNull();
    }),
    shown: at((context) => {
      expect(context.account).toEqual(VIRTUAL_ACCOUNT);
      expect(context.error).toBeNull();
    }),
    failed: at((context) => expect(context.error).toBe(BANK_TRANSFERS_FAULT)),
  },
  events: { RETRY: sendEvent },
} satisfies MachineHandlers<typeof bankTransfersMachine>;

runMachinePaths(bankTransfersMachine, handlers, { events: bankTransfersEvents, name: 'bankTransfers' });
