import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { journeys, type JourneyName } from '../../machines/index.ts';
import { ESIGN_RETURN_PATH } from '../../machines/agreement/agreement.machine.ts';
import { KYC_RETURN_PATH } from '../../machines/onboarding/kyc.machine.ts';
import { BANK_STATEMENT_PATHS } from '../../machines/post-approval/bank-statement.machine.ts';
import { DOCUMENTS_PATHS } from '../../machines/post-approval/documents.machine.ts';
import { MANDATE_RETURN_PATH } from '../../machines/mandate/screens.ts';
import { GUARANTOR_PATHS } from '../../machines/guarantor/screens.ts';
import { eSignReturnOf } from '../../src/journeys/agreement/actors.ts';
import { providerReturnOf as guarantorReturnOf } from '../../src/journeys/guarantor/actors.ts';
import { providerReturnOf as kycReturnOf } from '../../src/journeys/onboarding/identity/kyc-actors.ts';
import { returnAddress } from '../../src/journeys/payment/actors.ts';
import { OFFERS } from '../support/events/bank-statement-events.ts';

// The class of issue 35's first blocker: a provider's return the chart does not consume. Back
// from the bank-analysis provider's page the bank statement chart loaded, found the session
// completed and showed the three choices again; only the poll of the session, never made, moved
// the application on. Here every state that leaves the app for a provider's page (an entry action
// that sends the browser away) is found in every journey chart, and each journey has its return
// below: started as the app starts it on the address the provider sends the browser back to, with
// the provider's outcome on the lender's record, the chart must invoke the call that reads that
// outcome (and so moves the application on), not settle on a screen beside it.

/** Entry actions that send the browser to a provider's page (the app injects them). */
const LEAVES_THE_APP = new Set(['redirectTo', 'postForm']);

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(statesOf)];
}

/** The states of a chart that leave the app for a provider's page. */
function providerExits(machine: AnyStateMachine): string[] {
  return statesOf(machine.root)
    .filter((node) => node.entry.some((action) => LEAVES_THE_APP.has((action as { type?: string }).type ?? '')))
    .map((node) => node.id);
}

interface ProviderReturn {
  provider: string;
  /** Where the provider's page sends the browser back to, with what it adds to the query. */
  returnUrl: string;
  /** The actor's input as the app builds it on that address. */
  input: unknown;
  /** What the calls before the read answer: the lender's records with the provider's outcome on them. */
  answers: Record<string, unknown>;
  /** The call that reads the provider's outcome (the lender moves the application on it). */
  reads: string;
}

const address = (url: string) => {
  const parsed = new URL(url, 'https://saakh.test');
  return { pathname: parsed.pathname, search: parsed.search };
};

const LATER = '2099-01-01T00:00:00.000Z';
const guarantorStart = (url: string, status: string) => ({
  summary: {
    guarantorId: 'g-1',
    status,
    loans: [
      {
        loanId: 'loan-1',
        amountSelected: 500000,
        businessName: 'Verma Traders',
        fullName: 'Asha Verma',
        createdTime: '2026-11-01T00:00:00.000Z',
        expiryTime: LATER,
        aadharEsignPending: true,
      },
    ],
  },
  chosenLoanId: 'loan-1',
  entry: 'step',
  providerReturn: guarantorReturnOf(address(url)),
  now: Date.parse('2026-11-29T00:00:00.000Z'),
});

const PAYMENT_RETURN = `${returnAddress('dashboard', null)}?transactionId=t-1`;
const NET_BANKING_RETURN = `${BANK_STATEMENT_PATHS.statement}?status=success`;
const AA_RETURN = `${BANK_STATEMENT_PATHS.statement}?aa=0&consentHandle=6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d`;
const KYC_RETURN = `${KYC_RETURN_PATH}?status=success&requestId=r-1`;
const ESIGN_RETURN = `${ESIGN_RETURN_PATH}?requestId=r-1`;
const GUARANTOR_DIGILOCKER_RETURN = `${GUARANTOR_PATHS.kyc}?status=success&requestId=r-1`;
const GUARANTOR_ESIGN_RETURN = `${GUARANTOR_PATHS.kycSuccess}?requestId=r-1`;
const FORM_ESIGN_RETURN = `${DOCUMENTS_PATHS.upload}?requestId=r-1&status=success`;

/** Every journey that leaves for a provider's page, and each provider's return. */
const RETURNS: Partial<Record<JourneyName, ProviderReturn[]>> = {
  kyc: [
    {
      provider: 'DigiLocker',
      returnUrl: KYC_RETURN,
      input: { applicationId: 'app-1' },
      answers: { readProviderReturn: kycReturnOf(address(KYC_RETURN)) },
      reads: 'checkDigiLockerStatus',
    },
  ],
  bankStatement: [
    {
      provider: 'net banking',
      returnUrl: NET_BANKING_RETURN,
      input: { applicationId: 'app-1', loanId: 'loan-1' },
      answers: { loadStatements: OFFERS.netBankingCompleted },
      reads: 'pollNetBanking',
    },
    {
      provider: 'Account Aggregator',
      returnUrl: AA_RETURN,
      input: { applicationId: 'app-1', loanId: 'loan-1' },
      answers: { loadStatements: OFFERS.consentPending },
      reads: 'readConsent',
    },
  ],
  // The application form's e-sign (ADR 023): the documents read stores a signed form and says how it went.
  documents: [
    {
      provider: 'Aadhaar e-sign of the application form',
      returnUrl: FORM_ESIGN_RETURN,
      input: { applicationId: 'app-1', loanId: 'loan-1' },
      answers: {},
      reads: 'loadDocuments',
    },
  ],
  guarantor: [
    {
      provider: "the guarantor's DigiLocker",
      returnUrl: GUARANTOR_DIGILOCKER_RETURN,
      input: { guarantorId: 'g-1' },
      answers: { start: guarantorStart(GUARANTOR_DIGILOCKER_RETURN, 'personalInfoUpdated') },
      reads: 'checkDigiLocker',
    },
    {
      provider: "the guarantor's e-sign",
      returnUrl: GUARANTOR_ESIGN_RETURN,
      input: { guarantorId: 'g-1' },
      answers: { start: guarantorStart(GUARANTOR_ESIGN_RETURN, 'digiLockerVerified') },
      reads: 'checkESign',
    },
  ],
  // The sponsor bank's return merely starts the journey again: its load reads the mandate's status.
  mandate: [
    {
      provider: 'e-mandate (net banking, debit card)',
      returnUrl: MANDATE_RETURN_PATH,
      input: { entry: address(MANDATE_RETURN_PATH), drafts: null },
      answers: {},
      reads: 'loadMandate',
    },
  ],
  agreement: [
    {
      provider: 'Aadhaar e-sign',
      returnUrl: ESIGN_RETURN,
      input: { entry: address(ESIGN_RETURN) },
      answers: {
        start: {
          position: { id: 'app-1', status: 'agreementPending' },
          agreement: { loanId: 'loan-1' },
          opened: null,
          eSignReturn: eSignReturnOf(address(ESIGN_RETURN)),
          kfsTicked: false,
        },
      },
      reads: 'checkESign',
    },
  ],
  // The gateway posts back to the methods screen with the transaction (the payment's runtime spec reads it).
  payment: [
    {
      provider: 'payment gateway (net banking)',
      returnUrl: PAYMENT_RETURN,
      input: { keySeed: 'seed', openedAt: 0 },
      answers: {
        start: {
          flow: 'dashboard',
          supplierId: null,
          payable: { totalDue: 100000, minimumDue: 10000 },
          fee: null,
          resume: { transactionId: new URLSearchParams(address(PAYMENT_RETURN).search).get('transactionId') },
          details: null,
        },
      },
      reads: 'checkStatus',
    },
  ],
};

/** Starts the chart with every call recorded: answered from `answers`, else left in flight. */
async function callsOnReturn(machine: AnyStateMachine, back: ProviderReturn): Promise<string[]> {
  const called: string[] = [];
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(async () => {
        called.push(name);
        if (name in back.answers) return back.answers[name];
        return new Promise(() => {});
      }),
    ]),
  );
  const left: string[] = [];
  const provided = machine.provide({
    actors,
    actions: { redirectTo: () => left.push('redirectTo'), postForm: () => left.push('postForm') },
  });
  const actor = createActor(provided, { input: back.input });
  actor.subscribe({ error: () => {} });
  actor.start();
  for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
  expect(left, 'the return must not leave for the provider again').toEqual([]);
  return called;
}

const exits = (Object.entries(journeys) as [JourneyName, AnyStateMachine][]).flatMap(([name, machine]) =>
  providerExits(machine).map((state) => ({ name, state })),
);

describe("every return from a provider's page is read", () => {
  it('finds the provider exits of every journey (DigiLocker, net banking, AA, mandate, e-sign, gateway)', () => {
    expect(exits.map((exit) => exit.name).sort()).toEqual(
      expect.arrayContaining(['agreement', 'bankStatement', 'guarantor', 'kyc', 'mandate', 'payment']),
    );
  });

  it.each(exits)('$name: $state has a return below', ({ name }) => {
    expect(RETURNS[name]?.length ?? 0).toBeGreaterThan(0);
  });

  const cases = (Object.entries(RETURNS) as [JourneyName, ProviderReturn[]][]).flatMap(([name, backs]) =>
    backs.map((back) => ({ name, ...back })),
  );

  it.each(cases)('$name: back from $provider on $returnUrl, it reads the outcome ($reads)', async (back) => {
    const called = await callsOnReturn(journeys[back.name], back);
    expect(called).toContain(back.reads);
  });
});
