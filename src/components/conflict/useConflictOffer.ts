import { useCallback, useState } from 'react';
import { isStaleConflict } from './conflict';

/**
 * The state of the reload offer: `offer(error)` opens it when the error is a stale-copy 409
 * (and says so, so the caller skips its own notice).
 */
export function useConflictOffer() {
  const [open, setOpen] = useState(false);
  const offer = useCallback((error: unknown) => {
    if (!isStaleConflict(error)) return false;
    setOpen(true);
    return true;
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, offer, close };
}

export type ConflictOffer = ReturnType<typeof useConflictOffer>;
