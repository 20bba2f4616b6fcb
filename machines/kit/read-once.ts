import { callStep } from './call-step.ts';

// The states of a page that only shows one read, all at one address: the Loader while the read
// runs, the answer, or the problem with Retry. The chart names its read (`src`), the action that
// keeps the answer and the address; its failure is shown by the chart's `showError` action. Three
// charts were this and nothing else (bank transfers, GSTIN status, profile documents).

export function readOnceStates<const TSrc extends string, const TKeep extends string>(
  path: string,
  src: TSrc,
  keep: TKeep,
) {
  const meta = { route: { path } };
  return {
    // The Loader while the read runs.
    loading: { meta, ...callStep(src, undefined, ['shown', keep], ['failed', 'showError']) },
    // What was read.
    shown: { meta },
    // The problem with Retry.
    failed: { meta, on: { RETRY: { target: 'loading' } } },
  } as const;
}
