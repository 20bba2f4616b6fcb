import type { ScreenMeta } from '../routing.ts';

// The `types` every screen chart gives `setup`: its context, events, input and output, and the
// screen meta typed by its context (the URL a state shows, ScreenMeta). Written once here so a chart
// names only its own types: `types: chartTypes<MandateContext, MandateEvent, MandateInput>()`.
// A chart with no input or no output leaves that parameter `never`, and the key is then absent,
// as it was when each chart wrote the block out.

export type ChartTypes<TContext, TEvent, TInput = never, TOutput = never> = {
  context: TContext;
  events: TEvent;
  meta: ScreenMeta<TContext>;
} & ([TInput] extends [never] ? unknown : { input: TInput }) &
  ([TOutput] extends [never] ? unknown : { output: TOutput });

export const chartTypes = <TContext, TEvent, TInput = never, TOutput = never>() =>
  ({}) as ChartTypes<TContext, TEvent, TInput, TOutput>;

/** A chart whose OTP screen runs the kit's otp child as `otp`, as screens read it: snapshot.children.otp. */
export const chartTypesWithOtp = <TContext, TEvent, TInput = never, TOutput = never>() =>
  ({}) as ChartTypes<TContext, TEvent, TInput, TOutput> & { children: { otp: 'otp' } };
