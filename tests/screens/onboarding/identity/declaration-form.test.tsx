// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { declarationStep } from '../../../../src/journeys/onboarding/identity/declaration-steps.ts';
import {
  DECLARATION_ACCEPT_MESSAGE,
  DOCUMENT_NUMBER_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '../../../../rules/onboarding/forms/declaration.ts';
import type { ApiClient } from '../../../../src/api/client.ts';
import { DeclarationForm } from '../../../../src/journeys/onboarding/screens/identity/DeclarationForm.tsx';
import type { FormStepRef } from '../../../../src/journeys/onboarding/screens/pre-approval/form-step-view.ts';
import { Calls, axeViolations, renderInRouter } from '../../../support/screens/step-fixture.tsx';

// The app's own declaration step (rules, drafts) with its two calls held by the test.
function createDeclaration(topic: 'name' | 'dob') {
  const calls = new Calls();
  const drafts: Record<string, string>[] = [];
  const logic = declarationStep({} as ApiClient, topic, {
    persist: (_, values) => drafts.push(values),
    clear: () => (drafts.length = 0),
  }).provide({
    actors: {
      load: calls.actor('load'),
      save: calls.actor('save'),
      skip: fromPromise(async () => Promise.reject(new Error('no skip'))),
    },
  });
  const actor = createActor(logic, {
    input: {
      step: topic === 'name' ? 'dualNameDeclaration' : 'dualDobDeclaration',
      applicationId: 'app-1',
      edit: false,
      draft: null,
    },
  });
  actor.start();
  return { actor, calls, drafts, ref: actor as unknown as FormStepRef };
}

const data = {
  topic: 'name',
  documents: [
    { code: 'passport', label: 'Passport' },
    { code: 'marriageCertificate', label: 'Marriage certificate' },
  ],
  onRecord: 'ASHA SHARMA',
  onApplication: 'Asha Verma',
};

describe('Dual name declaration', () => {
  it('shows both names, checks document, number and consent, keeps a draft, and submits', async () => {
    const user = userEvent.setup();
    const { actor, calls, drafts, ref } = createDeclaration('name');
    renderInRouter(<DeclarationForm step={ref} topic="name" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => calls.next('load').resolve({ values: {}, data }));
    expect(screen.getByRole('heading', { level: 1, name: 'Name declaration' })).toBeInTheDocument();
    expect(screen.getByText('ASHA SHARMA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit declaration' }));
    for (const message of [DOCUMENT_TYPE_MESSAGE, DOCUMENT_NUMBER_MESSAGE, DECLARATION_ACCEPT_MESSAGE])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Supporting document' }), 'passport');
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'K1234567');
    await user.click(screen.getByRole('checkbox', { name: 'I declare that both names belong to me.' }));
    expect(drafts.at(-1)).toEqual({ documentType: 'passport', documentNumber: 'K1234567', accepted: 'true' });
    await user.click(screen.getByRole('button', { name: 'Submit declaration' }));
    expect(screen.getByRole('button', { name: 'Submit declaration' })).toHaveAttribute('aria-busy', 'true');
    const save = calls.next('save');
    expect(save.input).toMatchObject({
      values: { documentType: 'passport', documentNumber: 'K1234567', accepted: 'true' },
    });
    await act(async () =>
      save.resolve({
        application: {
          id: 'app-1',
          status: 'digiLockerVerified',
          subStatus: 'dualNameDeclared',
          nextAction: 'personalAddress',
          percentCompleted: 40,
        },
      }),
    );
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(drafts).toEqual([]);
  });

  it('the date-of-birth declaration reads its own copy; a failed load offers Retry', async () => {
    const user = userEvent.setup();
    const { calls, ref } = createDeclaration('dob');
    renderInRouter(<DeclarationForm step={ref} topic="dob" />);
    await act(async () => calls.next('load').reject(new Error('Declarations are unavailable.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Declarations are unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () =>
      calls
        .next('load')
        .resolve({ values: {}, data: { ...data, topic: 'dob', onRecord: '1989-04-12', onApplication: '1990-04-12' } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Date of birth declaration' })).toBeInTheDocument();
    expect(screen.getByText('Date of birth on Aadhaar')).toBeInTheDocument();
    // §9: both dates as DD Mon YYYY, never the wire's ISO form.
    expect(screen.getByText('12 Apr 1989')).toBeInTheDocument();
    expect(screen.getByText('12 Apr 1990')).toBeInTheDocument();
    expect(screen.queryByText('1990-04-12')).toBeNull();
  });
});
