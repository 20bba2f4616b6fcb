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

/** An identifier known by its pattern alone, once tidied: whether a typed value is one, and the sentence when not. */
export function patternRule(tidy: (value: string) => string, pattern: RegExp, messages: PatternMessages) {
  return {
    isValid: (value: string): boolean => pattern.test(tidy(value)),
    error: (value: string): string | null => patternError(tidy(value), pattern, messages),
  };
}

/** The error of an identifier with problems beyond its pattern: the sentence for a value's first problem, or null. */
export function problemError<P extends string>(
  problemOf: (value: string) => P | null,
  messages: Readonly<Record<P, string>>,
): (value: string) => string | null {
  return (value) => {
    const problem = problemOf(value);
    return problem === null ? null : messages[problem];
  };
}
