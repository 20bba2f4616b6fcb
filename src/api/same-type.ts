// A compile-time proof that two types are the same, for a wire schema whose output must equal the
// plain type rules/ declares for the charts (ADR 029): a field added on one side alone fails tsc.

/** An object type with its top-level intersections merged (`A & { b }` reads as one object). */
type Flat<T> = T extends object ? { [K in keyof T]: T[K] } : T;

/** true when A and B are the same type (not merely assignable), else false. */
export type Equal<A, B> =
  (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;

/** Compiles only when given true: `type _Check = Assert<Equal<RulesType, v.InferOutput<typeof schema>>>`. */
export type Assert<T extends true> = T;
