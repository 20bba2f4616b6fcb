// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { profileDocumentsMachine } from '../../../machines/post-approval/profile-documents.machine.ts';
import { AGREEMENT_PATHS } from '../../../machines/agreement/screens.ts';
import * as v from 'valibot';
import { profileDocumentsSchema } from '../../../src/journeys/post-approval/api/documents/profile-schemas.ts';
import { ProfileDocumentsView } from '../../../src/journeys/post-approval/screens/ProfileDocumentsView.tsx';
import { axeViolations, renderInRouter } from '../../support/screens/step-fixture.tsx';

// The profile's documents page keeps the loan's documents readable after signing (the KFS, RBI):
// the lender lists them once the agreement exists, and each is a link to the screen that shows it.

function shownWith(answer: unknown) {
  const documents = v.parse(profileDocumentsSchema, answer);
  const actor = createActor(
    profileDocumentsMachine.provide({ actors: { loadDocuments: fromPromise(async () => documents) } }),
  ).start();
  return actor;
}

describe('Your documents', () => {
  it('links the KFS, the sanction letter and the signed agreement once the loan is signed', async () => {
    const actor = shownWith({
      statements: [],
      documents: [],
      loanDocuments: ['kfs', 'sanctionLetter', 'signedAgreement'],
    });
    renderInRouter(<ProfileDocumentsView actor={actor} />);
    const section = await screen.findByRole('region', { name: 'Your loan documents' });
    const links = [...section.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Key Fact Statement', AGREEMENT_PATHS.kfs],
      ['Sanction letter', AGREEMENT_PATHS.sanctionLetter],
      ['Signed loan agreement', AGREEMENT_PATHS.agreementDocument],
    ]);
    expect(screen.queryByText('You have not uploaded any documents yet.')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no loan section before an agreement, and leaves out a kind this build does not know', async () => {
    expect(v.parse(profileDocumentsSchema, { statements: [], documents: [], loanDocuments: ['kfs', 'x'] })).toEqual({
      statements: [],
      documents: [],
      loanDocuments: ['kfs'],
    });
    const actor = shownWith({ statements: [], documents: [] });
    renderInRouter(<ProfileDocumentsView actor={actor} />);
    expect(await screen.findByText('You have not uploaded any documents yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your loan documents' })).toBeNull();
  });
});
