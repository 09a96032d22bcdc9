/** The result of checking one value: its stored form, or a pt-BR message. */
export type Outcome<T = unknown> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (message: string): Outcome<never> => ({ ok: false, message });
