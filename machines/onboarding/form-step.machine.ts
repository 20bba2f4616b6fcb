import { assign, setup } from 'xstate';
import type { StepAnswer } from '../../rules/onboarding/position.ts';
import { documentUploadMachine } from '../kit/document-upload.machine.ts';
import type { UploadedFile } from '../kit/document-upload.machine.ts';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { uploadChildId } from '../kit/upload-child-id.ts';
import { type FormStepInput } from './types.ts';
import { isFieldProblem } from '../../rules/failure.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { answerCall } from './answer-call.ts';
import { FORM_RULES } from './form-rules.ts';

// One machine shape for every form step of onboarding (personal details, KYC selection, PAN
// and address proof, address, business profile, declarations). Each step is this machine with
// its own `load`/`save`/`skip` actors (src/journeys/onboarding/steps.ts) and its rules from
// ./form-rules.ts, chosen by the step id in its input; the machine stays free of API calls.

/** A file slot of a step (address proof front/back, personal id, marketplace document). */
export interface UploadSlot {
  slot: string;
  accept: readonly string[];
  maxBytes: number;
  /** What the lender already holds for this slot (an edit, a reload). */
  document: UploadedFile | null;
}

/** What a step's `load` gives: the saved values as strings, anything else the screen shows, the slots. */
export interface FormStepLoad {
  values: Record<string, string>;
  data: unknown;
  uploads?: readonly UploadSlot[];
}

/** City and state the lender knows for a pincode; null: a well-formed pincode it does not know. */
export type PincodePlace = { city: string; state: string } | null;

/**
 * Where the step's pincode lookup ended, in `data.pincodeLookup` for the screen: 'found' (city
 * and state are the lender's), 'unknown' (not in its table) or 'failed' (no answer); either of
 * the last two leaves city and state to the applicant.
 */
export type PincodeLookupResult = 'found' | 'unknown' | 'failed';

export interface FormStepSaveInput {
  applicationId: string;
  values: Record<string, string>;
  data: unknown;
  documents: Record<string, UploadedFile | null>;
}

export interface FormStepContext {
  step: FormStepInput['step'];
  applicationId: string;
  edit: boolean;
  draft: Record<string, string> | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  serverError: string | null;
  data: unknown;
  /** The file each upload slot holds (null: none yet), as its child reports it. */
  documents: Record<string, UploadedFile | null>;
  answer: StepAnswer | null;
}

export type FormStepEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SKIP' }
  | { type: 'RETRY' }
  | { type: 'UPLOAD_CHANGED'; slot: string; document: UploadedFile | null };

/** Continue and Skip send the lender the same: what the step holds. */
const saveInput = ({ context }: { context: FormStepContext }): FormStepSaveInput => ({
  applicationId: context.applicationId,
  values: context.values,
  data: context.data,
  documents: context.documents,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The last pincode lookup's result as kept in `data`, or null when none stands. */
export function lookupOf(data: unknown): PincodeLookupResult | null {
  if (!isRecord(data)) return null;
  const found = data['pincodeLookup'];
  return found === 'found' || found === 'unknown' || found === 'failed' ? found : null;
}

export { uploadChildId } from '../kit/upload-child-id.ts';

export const formStepMachine = setup({
  types: {
    context: {} as FormStepContext,
    events: {} as FormStepEvent,
    input: {} as FormStepInput,
    output: {} as StepAnswer,
  },
  actors: {
    load: appCall<FormStepLoad, { applicationId: string; edit: boolean }>('load'),
    save: appCall<StepAnswer, FormStepSaveInput>('save'),
    skip: appCall<StepAnswer, FormStepSaveInput>('skip'),
    lookupPincode: appCall<PincodePlace, { pincode: string }>('lookupPincode'),
    documentUpload: documentUploadMachine,
  },
  guards: {
    // The step's rules find nothing to show.
    valid: ({ context }) => Object.keys(FORM_RULES[context.step].validate(context)).length === 0,
    // The step offers Skip (the marketplace document) and its conditions hold.
    canSkip: ({ context }) => FORM_RULES[context.step].canSkip?.(context) ?? false,
    // A step with a pincode lookup provides both; without one no CHANGE ever starts it.
    // The CHANGE completes the step's pincode field (six digits: worth asking the lender).
    completesPincode: () => false,
    // The CHANGE is to the step's pincode field, complete or not (either way a running lookup is stale).
    changesPincode: () => false,
  },
  actions: {
    acceptLoad: assign(({ context }, params: FormStepLoad) => ({
      values: { ...params.values, ...(context.draft ?? {}) },
      data: params.data,
      documents: Object.fromEntries((params.uploads ?? []).map((upload) => [upload.slot, upload.document])),
      serverError: null,
    })),
    // One documentUpload child per slot, at `children['upload:<slot>']` for the screen.
    startUploads: assign(({ context, spawn }, params: FormStepLoad) => {
      for (const upload of params.uploads ?? []) {
        spawn('documentUpload', {
          id: uploadChildId(upload.slot),
          input: {
            applicationId: context.applicationId,
            slot: upload.slot,
            accept: upload.accept,
            maxBytes: upload.maxBytes,
            document: upload.document,
          },
        });
      }
      return {};
    }),
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    noteUpload: assign(({ context, event }) => {
      if (event.type !== 'UPLOAD_CHANGED') return {};
      const { [event.slot]: _cleared, ...errors } = context.errors;
      return { documents: { ...context.documents, [event.slot]: event.document }, errors };
    }),
    // A new pincode: the old answer no longer holds, and city/state the lookup filled go with it.
    forgetLookup: assign(({ context }) => {
      const last = lookupOf(context.data);
      if (last === null || !isRecord(context.data)) return {};
      const { pincodeLookup: _dropped, ...data } = context.data;
      return last === 'found' ? { data, values: { ...context.values, city: '', state: '' } } : { data };
    }),
    takeLookup: assign(({ context }, params: { place: PincodePlace }) => {
      const data = {
        ...(isRecord(context.data) ? context.data : {}),
        pincodeLookup: (params.place ? 'found' : 'unknown') satisfies PincodeLookupResult,
      };
      if (!params.place) return { data };
      const { city: _city, state: _state, ...errors } = context.errors;
      return { data, errors, values: { ...context.values, city: params.place.city, state: params.place.state } };
    }),
    noteLookupFailed: assign(({ context }) => ({
      data: { ...(isRecord(context.data) ? context.data : {}), pincodeLookup: 'failed' satisfies PincodeLookupResult },
    })),
    clearServerError: assign({ serverError: null }),
    showCallError: assign(({ context }, params: { error: unknown }) =>
      isFieldProblem(params.error)
        ? { errors: { ...context.errors, [params.error.field]: params.error.message }, serverError: null }
        : { serverError: messageOf(params.error) },
    ),
    assignAnswer: assign((_, params: StepAnswer) => ({ answer: params })),
    // What the step's rules find, on its fields.
    showErrors: assign(({ context }) => ({ errors: FORM_RULES[context.step].validate(context) })),
    // Injected: typed values to localStorage (never sensitive fields), restored after a reload.
    persistDraft: () => notProvided('persistDraft'),
    clearDraft: () => notProvided('clearDraft'),
  },
}).createMachine({
  id: 'formStep',
  initial: 'loading',
  context: ({ input }) => ({
    step: input.step,
    applicationId: input.applicationId,
    edit: input.edit,
    draft: input.draft,
    values: {},
    errors: {},
    serverError: null,
    data: null,
    documents: {},
    answer: null,
  }),
  // An upload child reports its file whenever it changes, whatever the form is doing.
  on: { UPLOAD_CHANGED: { actions: 'noteUpload' } },
  states: {
    // The step's Loader while its saved values and lists load.
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ applicationId: context.applicationId, edit: context.edit }),
        onDone: { target: 'editing', actions: [withOutput('acceptLoad'), withOutput('startUploads')] },
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // The load error with Retry.
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    // The form: fields bound to values, errors under them.
    editing: {
      initial: 'idle',
      on: {
        CHANGE: [
          // Entering lookingUp again restarts the lookup: the answer for the old pincode is dropped.
          {
            guard: 'completesPincode',
            target: '.lookingUp',
            reenter: true,
            actions: ['assignValue', 'forgetLookup', 'persistDraft'],
          },
          { guard: 'changesPincode', target: '.idle', actions: ['assignValue', 'forgetLookup', 'persistDraft'] },
          { actions: ['assignValue', 'persistDraft'] },
        ],
      },
      states: {
        // Continue (and Skip where offered) enabled.
        idle: {
          on: {
            SUBMIT: [
              { guard: 'valid', target: '#formStep.saving', actions: 'clearServerError' },
              { actions: ['clearServerError', 'showErrors'] },
            ],
            SKIP: { guard: 'canSkip', target: '#formStep.skipping', actions: 'clearServerError' },
          },
        },
        // "Finding your city and state…": Continue waits, so city/state are not reported missing meanwhile.
        lookingUp: {
          invoke: {
            id: 'lookupPincode',
            src: 'lookupPincode',
            // Entered only by a CHANGE that completes the pincode: its value is the one to look up.
            input: ({ event }) => ({ pincode: event.type === 'CHANGE' ? event.value : '' }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'takeLookup', params: ({ event }) => ({ place: event.output }) }, 'persistDraft'],
            },
            onError: { target: 'idle', actions: 'noteLookupFailed' },
          },
        },
      },
    },
    // Continue is busy while the lender saves the step.
    saving: answerCall('save', saveInput, ['done', 'assignAnswer'], 'editing'),
    // Skip is busy while the lender records the skip.
    skipping: answerCall('skip', saveInput, ['done', 'assignAnswer'], 'editing'),
    // Saved: the parent takes the lender's answer and moves on.
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.answer) throw new Error('A form step finishes only with the lender’s answer');
    return context.answer;
  },
});
