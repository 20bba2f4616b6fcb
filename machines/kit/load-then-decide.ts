import { withError, withOutput } from './event-params.ts';

// The first states of a journey that reads home and its own status, then decides the screen from
// the answer (onboarding, post-approval, mandate): every screen shows the Loader meanwhile, and
// after each answer the journey comes back here to decide again. The chart supplies the call, the
// screens a decision may land on and where the applicant goes when none fits; the action and
// guard names are the same in each chart (`acceptLoad`, `noteProblem`, `noteScreen`, `decides`,
// `clearEntry`), and each use is checked against that chart's setup.

interface LoadThenDecide<TSrc extends string, TScreen extends string, TOtherwise extends string, TAlso> {
  /** The invoked call (its id too): reads home and whatever else the chart decides from. */
  load: TSrc;
  /** The screens the `decides` guard may choose, tried in this order. */
  decides: readonly TScreen[];
  /** Where a position none of them fits goes. */
  otherwise: TOtherwise;
  /** Actions run before each decision, besides noting that no screen shows. */
  beforeDeciding?: readonly TAlso[];
}

export function loadThenDecide<
  const TSrc extends string,
  const TScreen extends string,
  const TOtherwise extends string,
  const TAlso = never,
>({ load, decides, otherwise, beforeDeciding = [] }: LoadThenDecide<TSrc, TScreen, TOtherwise, TAlso>) {
  const noScreen = { type: 'noteScreen', params: { screen: null } } as const;
  return {
    // The Loader while home and the journey's status load (every screen shows it, so nothing flashes).
    loading: {
      entry: noScreen,
      invoke: {
        id: load,
        src: load,
        input: <TContext extends { application: unknown }>({
          context,
        }: {
          context: TContext;
        }): { known: TContext['application'] } => ({ known: context.application }),
        onDone: { target: 'deciding', actions: withOutput('acceptLoad') },
        onError: { target: 'loadFailed', actions: withError('noteProblem') },
      },
    },
    // The Loader replaced by the problem and Retry.
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    // Nothing shown: the entry screen if the position allows it, else the one the status calls for.
    deciding: {
      entry: [...beforeDeciding, noScreen],
      always: [
        ...decides.map((screen) => ({
          guard: { type: 'decides' as const, params: { screen } },
          target: screen,
          actions: 'clearEntry' as const,
        })),
        { target: otherwise, actions: 'clearEntry' as const },
      ],
    },
  } as const;
}
