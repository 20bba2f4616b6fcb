import { SCREEN_PATHS } from '../routing/onboarding-screens.ts';
import type { DraftStepId } from './screens.ts';
import type { StepAnswer } from '../../rules/onboarding/position.ts';

// The onboarding machine's step screens share one contract: the screen may be opened from the
// address bar when the position allows it, runs its step machine as the child 'step' (screens
// find the child by that id), and hands the step's answer back to `deciding`, which takes the
// next screen from the lender. Written once here, a step screen cannot drift from the others.

type StepScreen = keyof typeof SCREEN_PATHS;

type AnswerOf = (args: { event: { output: StepAnswer } }) => StepAnswer;

type StepAction = { type: 'acceptAnswer'; params: AnswerOf } | { type: 'forgetDraft'; params: { step: DraftStepId } };

type EntryAction<TScreen extends StepScreen> =
  { type: 'noteScreen'; params: { screen: TScreen } } | 'refreshDrafts' | 'startEditing';

interface StepDone {
  guard?: { type: 'backToReview'; params: AnswerOf };
  target: 'deciding' | 'review';
  actions: StepAction[];
}

export interface StepStateConfig<TScreen extends StepScreen, TSrc extends string, TInput> {
  id: TScreen;
  route: { guard: { type: 'canOpen'; params: { screen: TScreen } } };
  meta: { route: { path: string } };
  entry: EntryAction<TScreen>[];
  exit?: 'stopEditing';
  invoke: { id: 'step'; src: TSrc; input: TInput; onDone: StepDone | StepDone[] };
}

export interface StepOptions<TScreen extends StepScreen, TSrc extends string, TInput> {
  screen: TScreen;
  /** The step machine's name in the onboarding machine's `setup({ actors })`. */
  src: TSrc;
  input: TInput;
  /** The drafts entry the step types into: re-read on entry, forgotten once the lender has the step. */
  draft?: DraftStepId;
}

const answerOf: AnswerOf = ({ event }) => event.output;

function doneActions(draft: DraftStepId | undefined): StepAction[] {
  const accept: StepAction = { type: 'acceptAnswer', params: answerOf };
  return draft ? [accept, { type: 'forgetDraft', params: { step: draft } }] : [accept];
}

function screenState<const TScreen extends StepScreen>(screen: TScreen) {
  return {
    id: screen,
    route: { guard: { type: 'canOpen', params: { screen } } },
    meta: { route: { path: SCREEN_PATHS[screen] } },
  } as const;
}

/** A step screen: its step machine runs as 'step'; the answer goes to `deciding`. */
export function stepState<const TScreen extends StepScreen, const TSrc extends string, TInput>(
  options: StepOptions<TScreen, TSrc, TInput>,
): StepStateConfig<TScreen, TSrc, TInput> {
  const { screen, src, input, draft } = options;
  const noteScreen: EntryAction<TScreen> = { type: 'noteScreen', params: { screen } };
  return {
    ...screenState(screen),
    entry: draft ? [noteScreen, 'refreshDrafts'] : [noteScreen],
    invoke: { id: 'step', src, input, onDone: { target: 'deciding', actions: doneActions(draft) } },
  };
}

/**
 * A step opened from the review's edit link: `editing` is set while it is open, and an answer that
 * leaves nothing else to do returns to the review instead of deciding again.
 */
export function editStepState<const TScreen extends StepScreen, const TSrc extends string, TInput>(
  options: StepOptions<TScreen, TSrc, TInput> & { draft: DraftStepId },
): StepStateConfig<TScreen, TSrc, TInput> {
  const { screen, src, input, draft } = options;
  return {
    ...screenState(screen),
    entry: [{ type: 'noteScreen', params: { screen } }, 'startEditing', 'refreshDrafts'],
    exit: 'stopEditing',
    invoke: {
      id: 'step',
      src,
      input,
      onDone: [
        { guard: { type: 'backToReview', params: answerOf }, target: 'review', actions: doneActions(draft) },
        { target: 'deciding', actions: doneActions(draft) },
      ],
    },
  };
}

/** A screen of the onboarding machine's own (no step child): openable when the position allows it, and noted. */
export function ownScreenState<const TScreen extends StepScreen>(screen: TScreen) {
  return { ...screenState(screen), entry: { type: 'noteScreen', params: { screen } } } as const;
}
