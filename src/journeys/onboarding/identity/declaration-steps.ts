import { fromPromise } from 'xstate';
import { formStepMachine } from '../../../../machines/onboarding/form-step.machine.ts';
import type { FormStepLoad, FormStepSaveInput } from '../../../../machines/onboarding/form-step.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  declareDob,
  declareName,
  getDobDeclaration,
  getDualDocuments,
  getNameDeclaration,
} from '../api/identity/declarations/index.ts';
import type { DeclarationTopic } from '../api/identity/declarations/index.ts';
import type { StepAnswer } from '../../../../rules/onboarding/position.ts';

// The dual name and dual date-of-birth declarations are formStep steps: the applicant names a
// document that shows both names (or dates) are theirs, its number, and confirms. Values are the
// POST body's fields (documentType, documentNumber, accepted as 'true').

export type DeclarationStepId = 'dualNameDeclaration' | 'dualDobDeclaration';

/** What the declaration screens show beside the form (the step's `data`). */
export interface DeclarationData {
  topic: DeclarationTopic;
  /** Documents that back this declaration. */
  documents: readonly { code: string; label: string }[];
  /** The name on the PAN, or the date of birth DigiLocker reported. */
  onRecord: string | null;
  /** What the applicant gave in personal details. */
  onApplication: string | null;
}

export function isDeclarationData(data: unknown): data is DeclarationData {
  return typeof data === 'object' && data !== null && 'topic' in data && 'documents' in data;
}

async function loadDeclaration(
  client: ApiClient,
  topic: DeclarationTopic,
  applicationId: string,
): Promise<FormStepLoad> {
  const [catalogue, facts] = await Promise.all([
    getDualDocuments(client),
    topic === 'name' ? getNameDeclaration(client, { applicationId }) : getDobDeclaration(client, { applicationId }),
  ]);
  const data: DeclarationData = {
    topic,
    documents: catalogue.documents
      .filter((document) => document.declarations.includes(topic))
      .map(({ code, label }) => ({ code, label })),
    onRecord: 'nameOnPan' in facts ? facts.nameOnPan : facts.dobOnAadhaar,
    onApplication: 'nameOnApplication' in facts ? facts.nameOnApplication : facts.dobOnApplication,
  };
  const made = facts.declaration;
  return {
    values: made ? { documentType: made.documentType, documentNumber: made.documentNumber, accepted: 'true' } : {},
    data,
  };
}

export interface DeclarationDrafts {
  persist: (step: DeclarationStepId, values: Record<string, string>) => void;
  clear: (step: DeclarationStepId) => void;
}

/** A declaration step: formStep with its load and save on the app's client, its rules and drafts. */
export function declarationStep(client: ApiClient, topic: DeclarationTopic, drafts: DeclarationDrafts) {
  const step: DeclarationStepId = topic === 'name' ? 'dualNameDeclaration' : 'dualDobDeclaration';
  const declare = topic === 'name' ? declareName : declareDob;
  return formStepMachine.provide({
    actors: {
      load: fromPromise<FormStepLoad, { applicationId: string; edit: boolean }>(({ input }) =>
        loadDeclaration(client, topic, input.applicationId),
      ),
      save: fromPromise<StepAnswer, FormStepSaveInput>(async ({ input }) => {
        const answer = await declare(client, {
          applicationId: input.applicationId,
          documentType: input.values.documentType ?? '',
          documentNumber: (input.values.documentNumber ?? '').trim(),
        });
        return { application: answer.application };
      }),
      skip: fromPromise<StepAnswer, FormStepSaveInput>(async () => {
        throw new Error('A declaration cannot be skipped');
      }),
    },
    actions: {
      persistDraft: ({ context }) => drafts.persist(step, context.values),
      clearDraft: () => drafts.clear(step),
    },
  });
}
