/**
 * A type-level check that two enumerations are the same list, in the same order. Where the
 * database schema still declares its own copy of an answer's enumeration, the server writes
 * `Holds<SameList<typeof STORED, typeof ANSWERED>>`, which fails the type check the day one
 * list changes alone.
 */
export type SameList<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Holds<T extends true> = T;
