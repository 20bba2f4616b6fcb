import { withError, withOutput } from './event-params.ts';

// A busy state that makes one call, the shape most charts' busy states have: the invoked actor (its
// id too, unless two states of one chart call the same actor), what it is given, where its answer
// goes with the action that keeps it, and where its failure goes with the action that shows it.
// Written out it took eight lines a state, the same in every chart; the chart still names every
// target and action, and each action is checked against its own setup (the result is `as const`;
// xstate takes any string as a target, so targets need no type of their own).
//
//   checking: { entry: 'clearProblem', ...callStep('readStatus', applicationInput, ['#m.deciding', 'acceptRead'],
//     ['ready', 'noteProblem']) },

export function callStep<
  const TSrc extends string,
  TInput,
  const TKeep extends string,
  const TShow extends string,
  const TId extends string = TSrc,
>(src: TSrc, input: TInput, [done, keep]: [string, TKeep], [failed, show]: [string, TShow], id?: TId) {
  return {
    invoke: {
      id: id ?? src,
      src,
      input,
      onDone: { target: done, actions: withOutput(keep) },
      onError: { target: failed, actions: withError(show) },
    },
  } as const;
}

/**
 * A call whose answer picks the way on: `guard`, given the answer, sends it to `yes`, else it goes
 * to `no`; either way `keep` keeps it. Its failure goes to `failed` with `show`, as in callStep.
 * (A read that may come back empty, an offer that may be gone, a status that may have settled.)
 */
export function callAndChoose<
  const TSrc extends string,
  TInput,
  const TGuard extends string,
  const TKeep extends string,
  const TShow extends string,
>(src: TSrc, input: TInput, guard: TGuard, [yes, no]: [string, string], keep: TKeep, [failed, show]: [string, TShow]) {
  return {
    invoke: {
      id: src,
      src,
      input,
      onDone: [
        { guard: withOutput(guard), target: yes, actions: withOutput(keep) },
        { target: no, actions: withOutput(keep) },
      ],
      onError: { target: failed, actions: withError(show) },
    },
  } as const;
}
