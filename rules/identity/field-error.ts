// How a form turns an identifier's problem into the sentence it shows under the field.

/** The sentences for the two problems every identifier can have. */
export interface PatternMessages {
  /** Left empty. */
  readonly required: string;
  /** Not in the identifier's form. */
  readonly format: string;
}

/** The error for an already tidied value checked against its pattern; null when it is fine. */
export function patternError(tidied: string, pattern: RegExp, messages: PatternMessages): string | null {
  if (tidied === '') return messages.required;
  return pattern.test(tidied) ? null : messages.format;
}

/** The sentence for a value's first problem, or null when it has none. */
export function messageFor<P extends string>(problem: P | null, messages: Readonly<Record<P, string>>): string | null {
  return problem === null ? null : messages[problem];
}
