import { useEffect, useState } from 'react';

/** react-admin's pause before a list's typed filter is sent (its `debounce` default). */
export const SEARCH_PAUSE_MS = 500;

/**
 * `value` once it has stayed the same for `ms`: a search typed into a page of our own is sent
 * once typing pauses, as react-admin sends its lists' filters, and not once a key; a preview is
 * asked for once the filter stops changing.
 */
export function useDebouncedValue<T>(value: T, ms = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
