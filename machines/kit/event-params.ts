// The params most guards and actions of an invoke take: the done event's output, or the error
// event's error as `{ error }`. Written as `withOutput('keepX')` instead of an inline mapper, so
// the transitions stay one line each. The mappers are generic, so each use is still checked
// against the actor's output type and the action's params type.

/** `{ type, params }` whose params are the invoked actor's output. */
export const withOutput = <const TType extends string>(type: TType) => ({
  type,
  params: <TOutput>({ event }: { event: { output: TOutput } }): TOutput => event.output,
});

/** `{ type, params }` whose params are `{ error }`, the invoked actor's failure. */
export const withError = <const TType extends string>(type: TType) => ({
  type,
  params: <TError>({ event }: { event: { error: TError } }): { error: TError } => ({ error: event.error }),
});

/** An invoke's input when the call needs only the application. */
export const applicationInput = <TContext extends { applicationId: string }>({
  context,
}: {
  context: TContext;
}): { applicationId: string } => ({ applicationId: context.applicationId });
